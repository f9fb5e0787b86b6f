package org.chesseus.tools.perft;

import static java.util.Objects.requireNonNull;

import java.util.List;

/**
 * A position of the perft bench with its depth and the leaf count published for it on the Chess
 * Programming Wiki's "Perft Results" page (https://www.chessprogramming.org/Perft_Results), so a
 * bench that counts wrong says so instead of reporting a fast wrong answer.
 *
 * @param name a short name for people
 * @param fen the position
 * @param depth the depth measured
 * @param publishedNodes the count published for that depth
 */
public record BenchPosition(String name, String fen, int depth, long publishedNodes) {
    /**
     * The fixed set of {@code chesseus bench perft}: the start position and CPW positions 2
     * ("Kiwipete"), 3, 4 and 5, about 3.4 × 10<sup>8</sup> nodes in all.
     */
    public static final List<BenchPosition> SET = List.of(
            new BenchPosition("start", "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1", 6, 119_060_324L),
            new BenchPosition("kiwipete", "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1", 5,
                    193_690_690L),
            new BenchPosition("cpw-3", "8/2p5/3p4/KP5r/1R3p1k/8/4P1P1/8 w - - 0 1", 6, 11_030_083L),
            new BenchPosition("cpw-4", "r3k2r/Pppp1ppp/1b3nbN/nP6/BBP1P3/q4N2/Pp1P2PP/R2Q1RK1 w kq - 0 1", 5,
                    15_833_292L),
            new BenchPosition("cpw-5", "rnbq1k1r/pp1Pbppp/2p5/8/2B5/8/PPP1NnPP/RNBQK2R w KQ - 1 8", 4, 2_103_487L));

    /** Requires the name and FEN. */
    public BenchPosition {
        requireNonNull(name, "name");
        requireNonNull(fen, "fen");
    }
}
