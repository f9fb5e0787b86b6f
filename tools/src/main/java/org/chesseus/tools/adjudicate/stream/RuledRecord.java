package org.chesseus.tools.adjudicate.stream;

import static java.util.Objects.requireNonNull;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import org.chesseus.api.game.ResultCode;
import org.chesseus.api.pgn.PgnWriter;
import org.chesseus.tools.adjudicate.Adjudication;

/**
 * A game's text with the book's ruling written into it, everything else left byte for byte: the
 * {@code Result} tag and the result token ending the movetext set to the ruled result, and
 * Chesseus's tags set to the ruling — {@code ResultCode} (the code, as {@code play} and {@code
 * match} write it; left out while the game goes on), {@code ScoreCode} (Armageddon's score code,
 * when there is one), {@code ResultArticle} and {@code ResultExplanation} — each replaced in place
 * when the game has it, else added after the last tag pair, on a line of its own.
 */
public final class RuledRecord {
    /** Chesseus's tag for the sentence saying why the game ended as it did. */
    public static final String RESULT_EXPLANATION = "ResultExplanation";

    private RuledRecord() {
    }

    /** The text of {@code game} with {@code verdict}'s ruling written in; the text itself for a game not judged. */
    public static byte[] rewrite(GameText game, Adjudication verdict) {
        requireNonNull(game, "game");
        if (verdict.error().isPresent() || verdict.ruled().isEmpty()) {
            return game.bytes();
        }
        String text = game.text();
        String rewritten = rewrite(text, verdict);
        return rewritten.getBytes(game.charset());
    }

    /** The text with the ruling written in. */
    static String rewrite(String text, Adjudication verdict) {
        PgnLexer lexer = new PgnLexer(text);
        List<PgnLexer.Tag> tags = lexer.tags();
        Optional<int[]> result = lexer.resultToken();
        if (result.isEmpty()) {
            return text;
        }
        Map<String, Optional<String>> wanted = new LinkedHashMap<>();
        String ruled = verdict.ruled().orElseThrow();
        wanted.put("Result", Optional.of(ruled));
        wanted.put(PgnWriter.RESULT_CODE, verdict.code().map(ResultCode::code));
        wanted.put(PgnWriter.SCORE_CODE, verdict.scoreCode().map(ResultCode::code));
        wanted.put(PgnWriter.RESULT_ARTICLE, verdict.article());
        wanted.put(RESULT_EXPLANATION, Optional.of(verdict.explanation()));

        List<Edit> edits = new ArrayList<>();
        String newline = lexer.newline();
        List<PgnLexer.Tag> kept = tags.stream().filter(t -> !removed(t, wanted)).toList();
        int after = kept.isEmpty() ? lexer.movetextStart() : kept.get(kept.size() - 1).end();
        StringBuilder added = new StringBuilder();
        for (Map.Entry<String, Optional<String>> tag : wanted.entrySet()) {
            Optional<PgnLexer.Tag> present = tags.stream().filter(t -> same(t, tag.getKey())).findFirst();
            if (present.isPresent() && tag.getValue().isPresent()) {
                edits.add(new Edit(present.get().valueStart(), present.get().valueEnd(), escape(tag.getValue().get())));
            } else if (present.isPresent()) {
                int[] span = lexer.lineOf(present.get());
                edits.add(new Edit(span[0], span[1], ""));
            } else if (tag.getValue().isPresent()) {
                String pair = "[" + tag.getKey() + " \"" + escape(tag.getValue().get()) + "\"]";
                added.append(kept.isEmpty() ? pair + newline : newline + pair);
            }
        }
        if (added.length() > 0) {
            edits.add(new Edit(after, after, kept.isEmpty() ? added + newline : added.toString()));
        }
        edits.add(new Edit(result.get()[0], result.get()[1], ruled));
        edits.sort(Comparator.comparingInt(Edit::from));
        StringBuilder out = new StringBuilder(text.length() + 256);
        int at = 0;
        for (Edit edit : edits) {
            out.append(text, at, edit.from()).append(edit.replacement());
            at = edit.to();
        }
        return out.append(text, at, text.length()).toString();
    }

    private static boolean same(PgnLexer.Tag tag, String name) {
        return tag.name().toLowerCase(Locale.ROOT).equals(name.toLowerCase(Locale.ROOT));
    }

    /** Whether the ruling takes the tag away: a code the ruling does not have. */
    private static boolean removed(PgnLexer.Tag tag, Map<String, Optional<String>> wanted) {
        return wanted.entrySet().stream().anyMatch(w -> same(tag, w.getKey()) && w.getValue().isEmpty());
    }

    /** A tag value as the PGN standard quotes it (8.1.1): backslash and quote escaped, on one line. */
    private static String escape(String value) {
        return value.replace("\\", "\\\\").replace("\"", "\\\"").replaceAll("[\\r\\n]+", " ");
    }

    /** Characters {@code [from, to)} replaced. */
    private record Edit(int from, int to, String replacement) {
    }
}
