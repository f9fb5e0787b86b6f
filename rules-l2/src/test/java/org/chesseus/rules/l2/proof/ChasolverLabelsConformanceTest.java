package org.chesseus.rules.l2.proof;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.function.BiFunction;
import org.chesseus.api.FenException;
import org.chesseus.api.SearchBoard;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;

/**
 * The static proofs alone against every labelled position of CHA-Solver's test file ({@code
 * chasolver-positions.txt} in the shared data; MIT License, Copyright (c) 2021-2026 Miguel Ambrona):
 * never a proof where the label says the side can mate; how many of the "cannot" labels the proofs
 * give alone, by reason, and the time per position (both sides), printed once.
 */
@Tag("conformance")
class ChasolverLabelsConformanceTest {
    private static final String FILE = "chasolver-positions.txt";

    @Test
    void staticProofNeverDeniesAMateTheLabelsConfirm() {
        Tally tally = run(StaticProof::cannotMate);
        report("cannotMate", tally);
        assertEquals(List.of(), tally.errors, "static proof said 'cannot mate' where the label says the side can");
        assertEquals(2877, tally.noLabels, "the file's 'cannot mate' labels");
    }

    @Test
    void quickBlockadeNeverDeniesAMateTheLabelsConfirm() {
        Tally tally = run(StaticProof::quickBlockade);
        report("quickBlockade", tally);
        assertEquals(List.of(), tally.errors, "quick blockade said 'cannot mate' where the label says the side can");
        assertTrue(tally.proven() > 0, "the quick proof proves some labels");
    }

    private static Tally run(BiFunction<SearchBoard, Integer, Proof> proof) {
        List<LabelledPosition> positions = LabelledPosition.file(Prerequisites.sharedFile(FILE));
        assertEquals(3414, positions.size(), "positions in " + FILE);
        List<SearchBoard> boards = new ArrayList<>();
        List<LabelledPosition> readable = new ArrayList<>();
        for (LabelledPosition position : positions) {
            try {
                boards.add(Boards.of(position.fen()));
                readable.add(position);
            } catch (FenException unreadable) {
                // Counted below: the file holds a few positions no game could reach.
            }
        }
        for (int warmUp = 0; warmUp < 3; warmUp++) {
            for (SearchBoard board : boards) {
                proof.apply(board, 0);
                proof.apply(board, 1);
            }
        }
        Tally tally = new Tally(positions.size() - readable.size(), boards.size());
        for (int i = 0; i < boards.size(); i++) {
            tally.add(readable.get(i), boards.get(i), proof, i);
        }
        return tally;
    }

    private static void report(String name, Tally tally) {
        long[] sorted = tally.nanos.clone();
        Arrays.sort(sorted);
        double mean = Arrays.stream(sorted).average().orElse(0) / 1000.0;
        double p99 = sorted.length == 0 ? 0 : sorted[(int) (sorted.length * 0.99)] / 1000.0;
        System.out.printf("[chesseus] %s over %s: %d of %d 'cannot mate' labels proven (White %d material + %d"
                + " blockade of %d, Black %d material + %d blockade of %d); %d soundness errors; %d unreadable;"
                + " %.1f us mean, %.1f us p99 per position (both sides)%n", name, FILE, tally.proven(), tally.noLabels,
                tally.counts[0][0], tally.counts[0][1], tally.noOf[0], tally.counts[1][0], tally.counts[1][1],
                tally.noOf[1], tally.errors.size(), tally.unreadable, mean, p99);
    }

    /** Counts per side and reason, soundness errors, and time per position. */
    private static final class Tally {
        final int unreadable;
        final long[] nanos;
        final int[][] counts = new int[2][2];
        final int[] noOf = new int[2];
        final List<String> errors = new ArrayList<>();
        int noLabels;

        Tally(int unreadable, int boards) {
            this.unreadable = unreadable;
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
                noLabels++;
                noOf[side]++;
            }
            if (proof.proven()) {
                if (position.canMate(side)) {
                    errors.add(position + " (" + (side == 0 ? "White" : "Black") + ": " + proof + ")");
                } else {
                    counts[side][proof == Proof.MATERIAL ? 0 : 1]++;
                }
            }
        }

        int proven() {
            return counts[0][0] + counts[0][1] + counts[1][0] + counts[1][1];
        }
    }
}
