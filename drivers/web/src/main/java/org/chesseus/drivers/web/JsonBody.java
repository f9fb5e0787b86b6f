package org.chesseus.drivers.web;

import com.fasterxml.jackson.core.JsonLocation;
import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.util.ArrayList;
import java.util.Iterator;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.Set;
import java.util.TreeSet;
import org.chesseus.tools.setup.RuleIds;

/**
 * The JSON object of a request body, read strictly: malformed JSON, anything but an object, an
 * unknown field or a field of the wrong kind is refused with a 400 naming it and where.
 */
final class JsonBody {
    private static final ObjectMapper JSON = new ObjectMapper();

    private final String what;
    private final ObjectNode object;

    private JsonBody(String what, ObjectNode object) {
        this.what = what;
        this.object = object;
    }

    /**
     * The body {@code text} of a request for {@code what} ({@code a new game}, {@code an action}),
     * which may hold only the {@code known} fields; an empty body is an empty object.
     *
     * @throws HttpRefusal 400 for malformed JSON, anything but an object, or an unknown field
     */
    static JsonBody read(String what, String text, Set<String> known) {
        if (text.isBlank()) {
            return new JsonBody(what, JSON.createObjectNode());
        }
        JsonNode node;
        try {
            node = JSON.readTree(text);
        } catch (JsonProcessingException e) {
            JsonLocation where = e.getLocation();
            String at = where == null ? "" : " at line " + where.getLineNr() + ", column " + where.getColumnNr();
            throw new HttpRefusal(HttpRefusal.BAD_REQUEST, "malformed JSON in the body of " + what + at + ": "
                    + plain(e.getOriginalMessage().lines().findFirst().orElse("")));
        }
        if (node == null || !node.isObject()) {
            throw new HttpRefusal(HttpRefusal.BAD_REQUEST, "the body of " + what + " must be a JSON object, such as "
                    + example(known));
        }
        for (Iterator<String> names = node.fieldNames(); names.hasNext();) {
            String name = names.next();
            if (!known.contains(name)) {
                throw new HttpRefusal(HttpRefusal.BAD_REQUEST, "unknown field '" + name + "' in " + what + "; fields: "
                        + String.join(", ", new TreeSet<>(known)));
            }
        }
        return new JsonBody(what, (ObjectNode) node);
    }

    /**
     * Jackson's reason in a person's words: no {@code [Source: REDACTED …]} location (the line and
     * column are said once, before it) and no character codes.
     */
    static String plain(String reason) {
        return reason.replaceAll("\\(start marker at \\[Source: [^;\\]]*; line: (\\d+), column: (\\d+)\\]\\)",
                        "(opened at line $1, column $2)")
                .replaceAll(" ?\\[Source: [^\\]]*\\]", "")
                .replaceAll(" \\(code -?\\d+\\)", "");
    }

    /**
     * A field holding an object, read as strictly as a body: {@code what} names it in messages
     * ({@code 'opponent' of a new game}), and it may hold only the {@code known} fields; empty when
     * absent or null.
     *
     * @throws HttpRefusal 400 for anything but an object, or an unknown field in it
     */
    Optional<JsonBody> object(String field, String named, Set<String> known) {
        JsonNode value = object.get(field);
        if (value == null || value.isNull()) {
            return Optional.empty();
        }
        if (!value.isObject()) {
            throw new HttpRefusal(HttpRefusal.BAD_REQUEST, "field '" + field + "' of " + what + " must be an object,"
                    + " such as " + example(known) + ", not " + kind(value));
        }
        for (Iterator<String> names = value.fieldNames(); names.hasNext();) {
            String name = names.next();
            if (!known.contains(name)) {
                throw new HttpRefusal(HttpRefusal.BAD_REQUEST, "unknown field '" + name + "' in " + named + "; fields: "
                        + String.join(", ", new TreeSet<>(known)));
            }
        }
        return Optional.of(new JsonBody(named, (ObjectNode) value));
    }

    /** A text field, or a number or true/false written as text; empty when absent or null. */
    Optional<String> text(String field) {
        JsonNode value = object.get(field);
        if (value == null || value.isNull()) {
            return Optional.empty();
        }
        if (!value.isTextual() && !value.isNumber() && !value.isBoolean()) {
            throw new HttpRefusal(HttpRefusal.BAD_REQUEST, "field '" + field + "' of " + what + " must be a string, not " + kind(value));
        }
        return Optional.of(value.asText());
    }

    /**
     * Rule ids: a comma-separated string ({@code "fivefold,seventy-five"}) or an array of strings;
     * empty when absent or null, an empty list for {@code ""} or {@code []}.
     */
    Optional<List<String>> ruleIds(String field) {
        JsonNode value = object.get(field);
        if (value == null || value.isNull()) {
            return Optional.empty();
        }
        if (value.isTextual()) {
            return Optional.of(RuleIds.split(value.asText()));
        }
        List<String> ids = new ArrayList<>();
        for (JsonNode id : value.isArray() ? value : List.<JsonNode>of(value)) {
            if (!id.isTextual()) {
                throw new HttpRefusal(HttpRefusal.BAD_REQUEST, "field '" + field + "' of " + what + " must be rule ids:"
                        + " a string such as \"fivefold,seventy-five\" or an array of strings, not " + kind(id));
            }
            ids.addAll(RuleIds.split(id.asText()));
        }
        return Optional.of(ids);
    }

    /** A text field that must be there. */
    String required(String field, String example) {
        return text(field).filter(value -> !value.isBlank()).orElseThrow(() -> new HttpRefusal(HttpRefusal.BAD_REQUEST,
                what + " needs the field '" + field + "', such as " + example));
    }

    /** A yes-or-no field; false when absent. */
    boolean flag(String field) {
        JsonNode value = object.get(field);
        if (value == null || value.isNull()) {
            return false;
        }
        if (!value.isBoolean()) {
            throw new HttpRefusal(HttpRefusal.BAD_REQUEST, "field '" + field + "' of " + what + " must be true or false");
        }
        return value.booleanValue();
    }

    /**
     * A whole number at least 0 (a JSON number, or digits as text); empty when absent or null.
     *
     * @throws HttpRefusal 400 for anything else
     */
    Optional<Integer> count(String field) {
        JsonNode value = object.get(field);
        if (value == null || value.isNull()) {
            return Optional.empty();
        }
        String text = value.isIntegralNumber() || value.isTextual() ? value.asText().strip() : "";
        if (!text.matches("[0-9]{1,9}")) {
            throw new HttpRefusal(HttpRefusal.BAD_REQUEST, "field '" + field + "' of " + what + " must be a whole number"
                    + " at least 0, not " + (value.isTextual() ? "\"" + value.asText() + "\"" : kind(value) + " " + value));
        }
        return Optional.of(Integer.parseInt(text));
    }

    private static String kind(JsonNode value) {
        return value.getNodeType().name().toLowerCase(Locale.ROOT);
    }

    private static String example(Set<String> known) {
        if (known.contains("type")) {
            return "{\"type\": \"move\", \"move\": \"e2e4\"}";
        }
        return known.contains("side") ? "{\"side\": \"black\", \"elo\": 1500}" : "{\"profile\": \"fide\"}";
    }
}
