package org.chesseus.rules.l2.proof;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.function.BiFunction;
import org.chesseus.api.SearchBoard;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;

/**
 * The static proofs alone against every labelled position of CHA-Solver's test file ({@code
 * chasolver-positions.txt} in the shared data; MIT License, Copyright (c) 2021-2026 Miguel Ambrona):
 * never a proof where the label says the side can mate. Prints once how many of the 2,877 "cannot
 * mate" labels the proofs give alone, per side and reason, and the time per position (both sides)
 * after warming up (the quick proof timed without its memo of positions already answered).
 */
@Tag("conformance")
class ChasolverLabelsConformanceTest {
    private static final String FILE = "chasolver-positions.txt";
    private static final int WARM_UP_PASSES = 60;
    private static List<LabelledPosition> positions;
    private static List<SearchBoard> boards;

    @BeforeAll
    static void readTheFile() {
        positions = LabelledPosition.file(Prerequisites.sharedFile(FILE));
        boards = new ArrayList<>();
        for (LabelledPosition position : positions) {
            boards.add(Boards.of(position.fen()));
        }
    }

    @Test
    void theFileHoldsTheLabelsItsReadmeAnnounces() {
        assertEquals(3414, positions.size());
        long noLabels = positions.stream().mapToLong(p -> (p.canMate(0) ? 0 : 1) + (p.canMate(1) ? 0 : 1)).sum();
        assertEquals(2877, noLabels);
    }

    @Test
    void theFullProofNeverDeniesAMateTheLabelsConfirm() {
        Tally tally = run(StaticProof::cannotMate);
        tally.report("cannotMate");
        assertEquals(List.of(), tally.errors, "'cannot mate' where the label says the side can");
    }

    @Test
    void theQuickProofNeverDeniesAMateTheLabelsConfirm() {
        // Timed without its memo (what a position met for the first time costs), then compared with it.
        Tally tally = run(StaticProof::quickAnalysis);
        tally.report("quickBlockade (without memo)");
        for (SearchBoard board : boards) {
            for (int side = 0; side < 2; side++) {
                assertEquals(StaticProof.quickAnalysis(board, side), StaticProof.quickBlockade(board, side));
            }
        }
        assertEquals(List.of(), tally.errors, "'cannot mate' where the label says the side can");
        assertTrue(tally.proven() > 0, "the quick proof proves some labels");
    }

    private static Tally run(BiFunction<SearchBoard, Integer, Proof> proof) {
        Tally tally = new Tally(boards.size());
        for (int pass = 0; pass < WARM_UP_PASSES; pass++) {
            for (SearchBoard board : boards) {
                proof.apply(board, 0);
                proof.apply(board, 1);
            }
        }
        for (int i = 0; i < boards.size(); i++) {
            tally.add(positions.get(i), boards.get(i), proof, i);
        }
        return tally;
    }

    /** Counts per side and reason, soundness errors, and time per position. */
    private static final class Tally {
        final long[] nanos;
        final int[][] counts = new int[2][Proof.values().length];
        final int[] noOf = new int[2];
        final List<String> errors = new ArrayList<>();

        Tally(int boards) {
            this.nanos = new long[boards];
        }

        void add(LabelledPosition position, SearchBoard board, BiFunction<SearchBoard, Integer, Proof> proof, int i) {
            long start = System.nanoTime();
            Proof white = proof.apply(board, 0);
            Proof black = proof.apply(board, 1);
            nanos[i] = System.nanoTime() - start;
            count(position, 0, white);
            count(position, 1, black);
        }

        private void count(LabelledPosition position, int side, Proof proof) {
            if (!position.canMate(side)) {
                noOf[side]++;
            }
            if (proof.proven() && position.canMate(side)) {
                errors.add(position + " (" + (side == 0 ? "White" : "Black") + ": " + proof + ")");
            } else if (proof.proven()) {
                counts[side][proof.ordinal()]++;
            }
        }

        int proven() {
            return Arrays.stream(counts).flatMapToInt(Arrays::stream).sum();
        }

        void report(String name) {
            long[] sorted = nanos.clone();
            Arrays.sort(sorted);
            double mean = Arrays.stream(sorted).average().orElse(0) / 1000.0;
            double p99 = sorted[(int) (sorted.length * 0.99)] / 1000.0;
            System.out.printf("[chesseus] %s alone over %s: %d of %d 'cannot mate' labels proven; White %s of %d,"
                    + " Black %s of %d; %d soundness errors; %.1f us mean, %.1f us p99 per position (both sides)%n",
                    name, FILE, proven(), noOf[0] + noOf[1], reasons(0), noOf[0], reasons(1), noOf[1], errors.size(),
                    mean, p99);
        }

        private String reasons(int side) {
            return counts[side][Proof.MATERIAL.ordinal()] + " material + " + counts[side][Proof.BLOCKADE.ordinal()]
                    + " blockade + " + counts[side][Proof.GAME_OVER.ordinal()] + " game over";
        }
    }
}
