package org.chesseus.tools.adjudicate.stream;

import static java.util.Objects.requireNonNull;

import java.util.List;
import org.chesseus.tools.adjudicate.Adjudication;

/**
 * A game's text and the book's verdicts on the games it holds (usually one), numbered in the
 * archive's order, with the warnings judging them gave (a dropped castling right of a {@code FEN}
 * tag), each naming its game.
 *
 * @param text the text, byte for byte
 * @param verdicts the verdicts, in order
 * @param warnings the warnings, in order
 */
public record JudgedText(GameText text, List<Adjudication> verdicts, List<String> warnings) {
    /** Copies the lists. */
    public JudgedText {
        requireNonNull(text, "text");
        verdicts = List.copyOf(verdicts);
        warnings = List.copyOf(warnings);
    }

    /** Whether the text holds one game, judged, and its ruling differs from the record on the score or the reason. */
    public boolean changesOneGame() {
        return verdicts.size() == 1 && verdicts.get(0).error().isEmpty() && !verdicts.get(0).agrees();
    }
}
