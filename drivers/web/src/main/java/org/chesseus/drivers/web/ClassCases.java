package org.chesseus.drivers.web;

import static java.util.Objects.requireNonNull;

import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import org.chesseus.api.game.ResultCode;
import org.chesseus.api.rules.RuleBookComposer;
import org.chesseus.tools.cases.Case;
import org.chesseus.tools.cases.CaseRuling;
import org.chesseus.tools.cases.Casebook;
import org.chesseus.tools.cases.QuizChoices;
import org.chesseus.tools.compare.Comparison;
import org.chesseus.tools.compare.Verdict;

/**
 * The class view's material: the casebook's cases listed by topic, and one case as a sheet — its
 * setup, event and question, the board's positions ({@link CaseBoard}), the quiz's choices, the
 * why and the rule texts, and every book's ruling: the casebook's, and the book's own verdict
 * judged live by {@link Comparison} with its explanation. FIDE is the reference a ruling is marked
 * against ({@code differsFromFide}). The casebook does not change while the server runs, so a
 * sheet is judged once and kept.
 */
final class ClassCases {
    /** The book the rulings are set against, and whose legality plays the board. */
    static final String REFERENCE = "fide";
    private static final Set<String> LIST_PARAMETERS = Set.of("book", "topic");
    private static final ObjectMapper JSON = new ObjectMapper();

    private final RuleBookComposer composer;
    private final Comparison comparison;
    private final Casebook casebook;
    private final Map<String, ObjectNode> sheets = new ConcurrentHashMap<>();

    ClassCases(RuleBookComposer composer, Casebook casebook) {
        this.composer = requireNonNull(composer, "composer");
        this.comparison = new Comparison(composer);
        this.casebook = requireNonNull(casebook, "casebook");
    }

    /**
     * {@code GET /api/cases}: {@code {"books","topics","book","topic","cases"}}, each case {@code
     * {"id","title","topic","apart"}} ({@code apart}: the books whose ruling is not FIDE's), in the
     * casebook's order; {@code topic} keeps the cases of a topic (its name or a word of it), {@code
     * book} the cases where that book parts from FIDE (for {@code fide}: where any book does).
     *
     * @throws HttpRefusal 400 for another parameter, a book the casebook does not rule for, a topic
     *     no case has
     */
    ObjectNode list(String rawQuery) {
        String where = "GET /api/cases";
        Map<String, String> query = QueryParameters.read(rawQuery, where, LIST_PARAMETERS);
        Optional<String> book = Optional.ofNullable(query.get("book")).map(String::strip).filter(name -> !name.isEmpty());
        Optional<String> topic = Optional.ofNullable(query.get("topic")).map(String::strip).filter(name -> !name.isEmpty());
        book.ifPresent(name -> {
            if (!casebook.books().contains(name)) {
                throw new HttpRefusal(HttpRefusal.BAD_REQUEST, "book '" + name + "' in " + where
                        + ": not a book of the casebook; choose one of " + String.join(", ", casebook.books()));
            }
        });
        List<Case> chosen = casebook.cases().stream()
                .filter(one -> topic.map(wanted -> matches(one.topic(), wanted)).orElse(true))
                .filter(one -> book.map(name -> partsFromFide(one, name)).orElse(true)).toList();
        if (topic.isPresent() && casebook.topics().stream().noneMatch(known -> matches(known, topic.get()))) {
            throw new HttpRefusal(HttpRefusal.BAD_REQUEST, "topic '" + topic.get() + "' in " + where
                    + ": no topic matches; the topics are " + String.join(", ", casebook.topics()));
        }
        ObjectNode answer = JSON.createObjectNode();
        casebook.books().forEach(answer.putArray("books")::add);
        casebook.topics().forEach(answer.putArray("topics")::add);
        answer.put("book", book.orElse(null));
        answer.put("topic", topic.orElse(null));
        ArrayNode cases = answer.putArray("cases");
        for (Case one : chosen) {
            ObjectNode item = cases.addObject().put("id", one.id()).put("title", one.title()).put("topic", one.topic());
            apartFromFide(one).forEach(item.putArray("apart")::add);
        }
        return answer;
    }

    /**
     * {@code GET /api/cases/{id}}: the case's sheet.
     *
     * @throws HttpRefusal 404 naming the id when the casebook has no such case
     */
    ObjectNode sheet(String id) {
        Case subject = casebook.find(id).orElseThrow(() -> new HttpRefusal(HttpRefusal.NOT_FOUND, "no case '" + id
                + "' in the casebook" + near(id) + "; GET /api/cases lists them"));
        return sheets.computeIfAbsent(subject.id(), any -> judge(subject)).deepCopy();
    }

    private ObjectNode judge(Case subject) {
        ObjectNode sheet = JSON.createObjectNode();
        sheet.put("id", subject.id());
        sheet.put("title", subject.title());
        sheet.put("topic", subject.topic());
        sheet.put("fen", subject.fen().orElse(null));
        subject.steps().forEach(sheet.putArray("steps")::add);
        sheet.put("setup", subject.setup());
        sheet.put("event", subject.event());
        sheet.put("question", "How does each book rule?");
        sheet.put("why", subject.why());
        subject.texts().forEach(sheet.putArray("texts")::add);
        sheet.set("board", CaseBoard.of(subject, composer.compose(REFERENCE)));
        QuizChoices.of(subject).forEach(sheet.putArray("choices")::add);
        sheet.put("reference", REFERENCE);
        CaseRuling reference = subject.ruling(REFERENCE).orElseThrow();
        ArrayNode rulings = sheet.putArray("rulings");
        for (Map.Entry<String, CaseRuling> entry : subject.rulings().entrySet()) {
            Verdict verdict = comparison.judge(entry.getKey(), subject.scenario());
            CaseRuling ruling = entry.getValue();
            ObjectNode row = rulings.addObject();
            row.put("book", entry.getKey());
            row.put("kind", ruling.kind().name().toLowerCase(Locale.ROOT).replace('_', '-'));
            row.put("answer", ruling.answer());
            row.put("ruling", ruling.written());
            row.put("code", verdict.code().map(ResultCode::code).orElse(null));
            row.put("scoreCode", verdict.scoreCode().map(ResultCode::code).orElse(null));
            row.put("score", verdict.score().orElse(null));
            row.put("article", verdict.article().orElse(null));
            row.put("ply", verdict.ply());
            row.put("move", verdict.move().orElse(null));
            row.put("explanation", verdict.explanation());
            row.put("text", subject.textOf(ruling).orElse(null));
            row.put("error", verdict.error().isPresent());
            row.put("agrees", ruling.agreesWith(verdict));
            row.put("differsFromFide", !ruling.equals(reference));
        }
        return sheet;
    }

    /** The books whose ruling on {@code one} is not FIDE's, in the casebook's order. */
    private static List<String> apartFromFide(Case one) {
        CaseRuling fide = one.ruling(REFERENCE).orElseThrow();
        return one.rulings().entrySet().stream().filter(entry -> !entry.getValue().equals(fide))
                .map(Map.Entry::getKey).toList();
    }

    /** Whether {@code book} parts from FIDE on {@code one}; for FIDE itself, whether any book does. */
    private static boolean partsFromFide(Case one, String book) {
        List<String> apart = apartFromFide(one);
        return book.equals(REFERENCE) ? !apart.isEmpty() : apart.contains(book);
    }

    private static boolean matches(String topic, String wanted) {
        return topic.toLowerCase(Locale.ROOT).contains(wanted.toLowerCase(Locale.ROOT));
    }

    private String near(String id) {
        String wanted = id.toLowerCase(Locale.ROOT);
        List<String> near = casebook.cases().stream().map(Case::id)
                .filter(known -> !wanted.isEmpty() && (known.contains(wanted) || wanted.contains(known))).limit(5).toList();
        return near.isEmpty() ? "" : "; did you mean " + String.join(", ", near) + "?";
    }
}
