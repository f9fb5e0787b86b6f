package org.chesseus.drivers.analyze;

import com.fasterxml.jackson.annotation.JsonInclude;
import com.fasterxml.jackson.annotation.JsonPropertyOrder;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.chesseus.api.Color;
import org.chesseus.api.mate.MateReason;

/**
 * The JSON object {@code analyze --json} prints for a position: {@code fen}, {@code status},
 * {@code dead}, {@code reason} (the dead position's proof, else null), {@code canMate}
 * ({@code {"white":…,"black":…}}: can White checkmate Black, can Black checkmate White), {@code
 * line} (the helpmate in SAN of each side that can mate), {@code legalMoves}, {@code check},
 * {@code micros}; then {@code warnings} when the position is implausible, and {@code label} and
 * {@code agrees} when the input line was labelled. A line that cannot be read gives {@code fen},
 * {@code error} and {@code canMate} with both {@code unknown}.
 */
@JsonPropertyOrder({"fen", "status", "dead", "reason", "canMate", "line", "legalMoves", "check", "micros",
    "warnings", "label", "agrees", "error"})
@JsonInclude(JsonInclude.Include.NON_NULL)
public record AnalysisJson(String fen, String status, Boolean dead,
        @JsonInclude(JsonInclude.Include.ALWAYS) String reason, Map<String, String> canMate,
        Map<String, List<String>> line, Integer legalMoves, Boolean check, Long micros, List<String> warnings,
        String label, Boolean agrees, String error) {

    /** The object for an analysed position. */
    public static AnalysisJson of(String fen, PositionAnalysis analysis, String label, Boolean agrees) {
        Map<String, String> canMate = new LinkedHashMap<>();
        Map<String, List<String>> line = new LinkedHashMap<>();
        for (Color color : Color.values()) {
            String side = color.name().toLowerCase();
            canMate.put(side, analysis.of(color).verdict().word());
            if (analysis.of(color).verdict() == org.chesseus.api.mate.MateVerdict.YES) {
                line.put(side, analysis.line(color));
            }
        }
        return new AnalysisJson(fen, analysis.status(), analysis.dead(),
                analysis.reason().map(MateReason::word).orElse(null), canMate, line, analysis.legalMoves(),
                analysis.check(), analysis.micros(), analysis.warnings().isEmpty() ? null : analysis.warnings(),
                label.isEmpty() ? null : label, agrees, null);
    }

    /** The object for a line that could not be read. */
    public static AnalysisJson error(String fen, String error) {
        Map<String, String> unknown = new LinkedHashMap<>();
        unknown.put("white", "unknown");
        unknown.put("black", "unknown");
        return new AnalysisJson(fen, null, null, null, unknown, null, null, null, null, null, null, null, error);
    }
}
