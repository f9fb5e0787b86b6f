package org.chesseus.tools.analyze;

import com.fasterxml.jackson.annotation.JsonInclude;
import com.fasterxml.jackson.annotation.JsonPropertyOrder;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.chesseus.api.Color;
import org.chesseus.api.Square;
import org.chesseus.api.mate.DeadPositionProof;
import org.chesseus.api.mate.MateAnswer;
import org.chesseus.api.mate.MateReason;
import org.chesseus.api.mate.MateVerdict;

/**
 * The JSON object {@code analyze --json} prints for a position: {@code fen}, {@code status},
 * {@code dead}, {@code reason} (the dead position's proof, else null), {@code proof} (a dead
 * position's proof for people, {@link ProofJson}; absent unless dead), {@code canMate}
 * ({@code {"white":…,"black":…}}: can White checkmate Black, can Black checkmate White), {@code
 * line} (the helpmate in SAN of each side that can mate), {@code legalMoves}, {@code check},
 * {@code micros}; then {@code warnings} when the position is implausible, and {@code label} and
 * {@code agrees} when the input line was labelled. A line that cannot be read gives {@link Refused}.
 *
 * <p>With one side asked ({@code --side}) the shape stays: {@code canMate} keeps both keys, the
 * side not asked {@code null}; {@code dead} is {@code null} unless the one answer settles it
 * ({@code false} when that side can mate or the game is over); {@code line} holds the side asked
 * when it can mate. Under {@code --quick}, an {@code unknown} is the quick tier's "probably can".
 */
@JsonPropertyOrder({"fen", "status", "dead", "reason", "proof", "canMate", "line", "legalMoves", "check", "micros",
    "warnings", "label", "agrees"})
@JsonInclude(JsonInclude.Include.NON_NULL)
public record AnalysisJson(String fen, String status, @JsonInclude(JsonInclude.Include.ALWAYS) Boolean dead,
        @JsonInclude(JsonInclude.Include.ALWAYS) String reason, ProofJson proof,
        @JsonInclude(value = JsonInclude.Include.NON_NULL, content = JsonInclude.Include.ALWAYS) Map<String, String> canMate,
        Map<String, List<String>> line, int legalMoves, boolean check, long micros, List<String> warnings,
        String label, Boolean agrees) {

    /** The object for an analysed position. */
    public static AnalysisJson of(String fen, PositionAnalysis analysis, String label, Boolean agrees) {
        Map<String, String> canMate = new LinkedHashMap<>();
        Map<String, List<String>> line = new LinkedHashMap<>();
        for (Color color : Color.values()) {
            String side = color == Color.WHITE ? "white" : "black";
            MateAnswer answer = analysis.of(color).orElse(null);
            canMate.put(side, answer == null ? null : answer.verdict().word());
            if (answer != null && answer.verdict() == MateVerdict.YES) {
                line.put(side, analysis.line(color));
            }
        }
        return new AnalysisJson(fen, analysis.status(), analysis.deadKnown().orElse(null),
                analysis.reason().map(MateReason::word).orElse(null), analysis.proof().map(ProofJson::of).orElse(null),
                canMate, line, analysis.legalMoves(),
                analysis.check(), analysis.micros(), analysis.warnings().isEmpty() ? null : analysis.warnings(),
                label.isEmpty() ? null : label, agrees);
    }

    /**
     * A dead position's proof for people: {@code kind} (as {@code reason}), {@code words}, and for a
     * blockade {@code walledIn} (the squares of the men that can never move nor be captured),
     * {@code confinement} (the squares each king can ever stand on, {@code {"white":…,"black":…}})
     * and {@code unreachable} (the squares no man can ever stand on); empty lists are left out.
     *
     * @param kind the proof's kind ({@code material}, {@code blockade}, {@code search}, …)
     * @param words the proof in words
     * @param walledIn squares of the men walled in for ever
     * @param confinement each king's squares
     * @param unreachable squares no man can reach
     */
    @JsonPropertyOrder({"kind", "words", "walledIn", "confinement", "unreachable"})
    @JsonInclude(JsonInclude.Include.NON_EMPTY)
    public record ProofJson(String kind, String words, List<String> walledIn, Map<String, List<String>> confinement,
            List<String> unreachable) {

        static ProofJson of(DeadPositionProof proof) {
            Map<String, List<String>> confinement = new LinkedHashMap<>();
            proof.kingRegions().forEach((color, squares) -> confinement.put(color == Color.WHITE ? "white" : "black",
                    names(squares)));
            return new ProofJson(proof.kind().word(), proof.words(), names(proof.walledIn()), confinement,
                    names(proof.unreachable()));
        }

        private static List<String> names(List<Square> squares) {
            return squares.stream().map(Square::toString).toList();
        }
    }

    /** The object for a line that could not be read. */
    public static Refused error(String fen, String error) {
        Map<String, String> unknown = new LinkedHashMap<>();
        unknown.put("white", "unknown");
        unknown.put("black", "unknown");
        return new Refused(fen, unknown, error);
    }

    /**
     * The object for a line that could not be read: {@code fen}, {@code canMate} with both {@code
     * unknown}, {@code error}.
     *
     * @param fen the line as given
     * @param canMate both sides unknown
     * @param error what was wrong, and where
     */
    @JsonPropertyOrder({"fen", "canMate", "error"})
    public record Refused(String fen, Map<String, String> canMate, String error) {
    }
}
