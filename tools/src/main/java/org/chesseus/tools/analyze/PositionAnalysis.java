package org.chesseus.tools.analyze;

import static java.util.Objects.requireNonNull;

import java.util.Collections;
import java.util.EnumMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.chesseus.api.Color;
import org.chesseus.api.mate.DeadPositionProof;
import org.chesseus.api.mate.MateAnswer;
import org.chesseus.api.mate.MateReason;
import org.chesseus.api.mate.MateVerdict;

/**
 * What {@code analyze} says of a position: its status, whether it is dead (FIDE 5.2.2) and by
 * which proof, whether each side asked can still checkmate (with the helpmate in SAN when it can),
 * the legal moves, check, the time taken and any plausibility warnings.
 *
 * @param status {@code checkmate}, {@code stalemate}, {@code dead} (both sides asked, neither can
 *     mate) or {@code ongoing}
 * @param answers the answer of each side asked (one or both colours), kept in colour order
 * @param lines the helpmate in SAN of each side asked that can mate
 * @param legalMoves the number of legal moves of the side to move
 * @param check whether the side to move is in check
 * @param micros microseconds taken: the status and the answers, not the writing of lines
 * @param warnings plausibility warnings
 * @param proofs what proved a dead position, in words and squares: one when dead, else none
 */
public record PositionAnalysis(String status, Map<Color, MateAnswer> answers, Map<Color, List<String>> lines,
        int legalMoves, boolean check, long micros, List<String> warnings, List<DeadPositionProof> proofs) {
    /** Requires the parts and copies the maps and lists. */
    public PositionAnalysis {
        requireNonNull(status, "status");
        answers = inColourOrder(answers);
        lines = inColourOrder(lines);
        warnings = List.copyOf(warnings);
        proofs = List.copyOf(proofs);
        if (answers.isEmpty()) {
            throw new IllegalArgumentException("an analysis answers for at least one side");
        }
    }

    /** The status of a position with these legal moves and answers. */
    static String status(int legalMoves, boolean check, Map<Color, MateAnswer> answers) {
        if (legalMoves == 0) {
            return check ? "checkmate" : "stalemate";
        }
        boolean bothNo = answers.size() == 2 && answers.values().stream().allMatch(MateAnswer::isNo);
        return bothNo ? "dead" : "ongoing";
    }

    private static <T> Map<Color, T> inColourOrder(Map<Color, T> map) {
        Map<Color, T> copy = new EnumMap<>(Color.class);
        copy.putAll(map);
        return Collections.unmodifiableMap(copy);
    }

    /** An empty map of answers by colour, for building one. */
    static Map<Color, MateAnswer> byColor() {
        return new EnumMap<>(Color.class);
    }

    /** Whether the position is dead: the game is not already over and neither side can mate. */
    public boolean dead() {
        return status.equals("dead");
    }

    /**
     * Whether the position is dead, where the answers tell: always when both sides were asked; with
     * one side asked, not dead when that side can mate or the game is over, else empty (unknown).
     */
    public Optional<Boolean> deadKnown() {
        boolean settled = answers.size() == 2 || legalMoves == 0
                || answers.values().stream().anyMatch(answer -> answer.verdict() == MateVerdict.YES);
        return settled ? Optional.of(dead()) : Optional.empty();
    }

    /** The proof of a dead position (the costliest of the two sides' proofs). */
    public Optional<MateReason> reason() {
        if (!dead()) {
            return Optional.empty();
        }
        MateReason white = answers.get(Color.WHITE).reason();
        MateReason black = answers.get(Color.BLACK).reason();
        return Optional.of(white.compareTo(black) >= 0 ? white : black);
    }

    /** What proved the dead position, in words and squares; empty unless dead. */
    public Optional<DeadPositionProof> proof() {
        return proofs.stream().findFirst();
    }

    /** The answer for one side, if it was asked. */
    public Optional<MateAnswer> of(Color mater) {
        return Optional.ofNullable(answers.get(mater));
    }

    /** The helpmate line of one side in SAN; empty unless that side was asked and can mate. */
    public List<String> line(Color mater) {
        return lines.getOrDefault(mater, List.of());
    }
}
