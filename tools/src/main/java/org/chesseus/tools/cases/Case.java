package org.chesseus.tools.cases;

import static java.util.Objects.requireNonNull;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.chesseus.api.FenReader;
import org.chesseus.api.Position;
import org.chesseus.tools.compare.FinalEvent;
import org.chesseus.tools.compare.Scenario;
import org.chesseus.tools.compare.StartPosition;

/**
 * One case of the casebook: a position or game, what happens in it (the steps: moves, and a flag,
 * a resignation, a claim or an offer among them), the ruling of every shipped book with its
 * article, why the books rule so, and the rule texts cited.
 *
 * @param id the case's name on the command line ({@code knight-against-rook-on-time})
 * @param title a line for people
 * @param topic the topic it is listed under ({@code flag fall})
 * @param fen the start position as FEN, or empty for the standard start position
 * @param steps the moves (SAN) and steps ({@link org.chesseus.tools.compare.Step}) in order
 * @param event what happens, in words
 * @param why why the books rule as they do, in a few sentences
 * @param texts the rule texts cited, each beginning with its article
 * @param rulings every shipped book's ruling, in the casebook's book order
 * @param articleTexts the text of each ending's code under its article, keyed {@code "TM USCF 14E"}
 * @param line the line of the casebook where the case begins
 */
public record Case(String id, String title, String topic, Optional<String> fen, List<String> steps, String event,
        String why, List<String> texts, Map<String, CaseRuling> rulings, Map<String, String> articleTexts, int line) {

    /** Requires every part and copies the lists and the rulings, keeping their order. */
    public Case {
        requireNonNull(id, "id");
        requireNonNull(title, "title");
        requireNonNull(topic, "topic");
        requireNonNull(fen, "fen");
        steps = List.copyOf(steps);
        requireNonNull(event, "event");
        requireNonNull(why, "why");
        texts = List.copyOf(texts);
        rulings = java.util.Collections.unmodifiableMap(new LinkedHashMap<>(rulings));
        articleTexts = java.util.Collections.unmodifiableMap(new LinkedHashMap<>(articleTexts));
    }

    /** The text the ruling rests on: its article's words for its code; empty unless the game ends. */
    public Optional<String> textOf(CaseRuling ruling) {
        return ruling.code().flatMap(code -> ruling.article().map(article -> articleTexts.get(code.code() + " " + article)));
    }

    /** The texts of the case's endings, each once, in the casebook's book order. */
    public List<String> rulingTexts() {
        return List.copyOf(new java.util.LinkedHashSet<>(articleTexts.values()));
    }

    /** The ruling of {@code book}. */
    public Optional<CaseRuling> ruling(String book) {
        return Optional.ofNullable(rulings.get(book));
    }

    /** The setup in words: {@code the start position} or {@code FEN ...}, and the steps. */
    public String setup() {
        String from = fen.map(text -> "FEN " + text).orElse("the start position");
        return steps.isEmpty() ? from : from + "; " + String.join(" ", steps);
    }

    /** The case as {@code compare} judges it: each book reads the start position and plays the steps. */
    public Scenario scenario() {
        StartPosition start = fen.<StartPosition>map(text -> (legality, chess960) -> FenReader.of(legality, chess960)
                .read(text)).orElse((legality, chess960) -> Position.start());
        return new Scenario("Case " + id + ": " + title, start, false, new ArrayList<>(steps), FinalEvent.NONE);
    }

    /** The books grouped by ruling, in the casebook's order: each distinct ruling with the books that give it. */
    public Map<CaseRuling, List<String>> booksByRuling() {
        Map<CaseRuling, List<String>> grouped = new LinkedHashMap<>();
        rulings.forEach((book, ruling) -> grouped.computeIfAbsent(ruling, any -> new ArrayList<>()).add(book));
        return grouped;
    }
}
