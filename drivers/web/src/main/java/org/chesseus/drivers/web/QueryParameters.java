package org.chesseus.drivers.web;

import java.net.URLDecoder;
import java.nio.charset.StandardCharsets;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Set;
import java.util.TreeSet;

/** The query string of a GET, read strictly: only the parameters the path takes, each once. */
final class QueryParameters {
    private QueryParameters() {
    }

    /**
     * The parameters of {@code rawQuery} (null or empty: none), decoded.
     *
     * @throws HttpRefusal 400 naming {@code where} and the parameter for one the path does not take,
     *     one given twice, or a malformed escape
     */
    static Map<String, String> read(String rawQuery, String where, Set<String> taken) {
        Map<String, String> parameters = new LinkedHashMap<>();
        if (rawQuery == null || rawQuery.isEmpty()) {
            return parameters;
        }
        for (String pair : rawQuery.split("&")) {
            if (pair.isEmpty()) {
                continue;
            }
            int equals = pair.indexOf('=');
            String name = decode(equals < 0 ? pair : pair.substring(0, equals), where);
            String value = equals < 0 ? "" : decode(pair.substring(equals + 1), where);
            if (!taken.contains(name)) {
                throw new HttpRefusal(HttpRefusal.BAD_REQUEST, "unknown query parameter '" + name + "' in " + where
                        + "; parameters: " + String.join(", ", new TreeSet<>(taken)));
            }
            if (parameters.put(name, value) != null) {
                throw new HttpRefusal(HttpRefusal.BAD_REQUEST, "query parameter '" + name + "' given twice in " + where);
            }
        }
        return parameters;
    }

    private static String decode(String text, String where) {
        try {
            return URLDecoder.decode(text, StandardCharsets.UTF_8);
        } catch (IllegalArgumentException malformed) {
            throw new HttpRefusal(HttpRefusal.BAD_REQUEST, "malformed query in " + where + " at '" + text + "': "
                    + malformed.getMessage());
        }
    }
}
