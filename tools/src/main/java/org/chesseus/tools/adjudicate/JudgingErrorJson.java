package org.chesseus.tools.adjudicate;

import com.fasterxml.jackson.annotation.JsonInclude;
import com.fasterxml.jackson.annotation.JsonPropertyOrder;

/**
 * The JSON object of an {@code error} field ({@code adjudicate --json}, {@code compare --json}):
 * {@code kind} ({@code syntax}, {@code setup}, {@code illegal-move}, {@code missing-rule}, {@code
 * profile}) and {@code message} always; {@code line} where the record has one; {@code column} for
 * a syntax error; {@code ply}, {@code move}, {@code side} and {@code reason} for an illegal move;
 * {@code rule} for a missing rule. Fields that do not apply are left out.
 */
@JsonPropertyOrder({"kind", "message", "line", "column", "ply", "move", "side", "reason", "rule"})
@JsonInclude(JsonInclude.Include.NON_NULL)
public record JudgingErrorJson(String kind, String message, Long line, Integer column, Integer ply, String move,
        String side, String reason, String rule) {

    /** The object for an error. */
    public static JudgingErrorJson of(JudgingError error) {
        return new JudgingErrorJson(error.kind().word(), error.message(), boxed(error.line()), boxed(error.column()),
                boxed(error.ply()), error.move().orElse(null), error.side().orElse(null), error.reason().orElse(null),
                error.rule().orElse(null));
    }

    private static Long boxed(java.util.OptionalLong value) {
        return value.isPresent() ? value.getAsLong() : null;
    }

    private static Integer boxed(java.util.OptionalInt value) {
        return value.isPresent() ? value.getAsInt() : null;
    }
}
