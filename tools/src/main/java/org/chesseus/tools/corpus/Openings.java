package org.chesseus.tools.corpus;

import java.util.List;

/**
 * The {@code ECO} and {@code Opening} tags of a game, read from its first moves: the longest of a
 * short list of common openings whose moves begin the game, else {@code A00} for a rare first
 * move; {@code ?} for a game without a move, as Lichess writes it.
 */
final class Openings {
    /** An opening: its code, its name and its moves in SAN, space-separated. */
    private record Line(String eco, String name, String moves) {
    }

    private static final List<Line> LINES = List.of(
            new Line("B00", "King's Pawn Game", "e4"),
            new Line("C20", "King's Pawn Game", "e4 e5"),
            new Line("C40", "King's Knight Opening", "e4 e5 Nf3"),
            new Line("C44", "King's Knight Opening: Normal Variation", "e4 e5 Nf3 Nc6"),
            new Line("C60", "Ruy Lopez", "e4 e5 Nf3 Nc6 Bb5"),
            new Line("C50", "Italian Game", "e4 e5 Nf3 Nc6 Bc4"),
            new Line("C44", "Scotch Game", "e4 e5 Nf3 Nc6 d4"),
            new Line("C42", "Russian Game", "e4 e5 Nf3 Nf6"),
            new Line("C41", "Philidor Defense", "e4 e5 Nf3 d6"),
            new Line("C30", "King's Gambit", "e4 e5 f4"),
            new Line("C25", "Vienna Game", "e4 e5 Nc3"),
            new Line("C23", "Bishop's Opening", "e4 e5 Bc4"),
            new Line("B20", "Sicilian Defense", "e4 c5"),
            new Line("C00", "French Defense", "e4 e6"),
            new Line("B10", "Caro-Kann Defense", "e4 c6"),
            new Line("B01", "Scandinavian Defense", "e4 d5"),
            new Line("B07", "Pirc Defense", "e4 d6"),
            new Line("B02", "Alekhine Defense", "e4 Nf6"),
            new Line("B06", "Modern Defense", "e4 g6"),
            new Line("B00", "Nimzowitsch Defense", "e4 Nc6"),
            new Line("A40", "Queen's Pawn Game", "d4"),
            new Line("D00", "Queen's Pawn Game", "d4 d5"),
            new Line("D06", "Queen's Gambit", "d4 d5 c4"),
            new Line("D30", "Queen's Gambit Declined", "d4 d5 c4 e6"),
            new Line("D20", "Queen's Gambit Accepted", "d4 d5 c4 dxc4"),
            new Line("D10", "Slav Defense", "d4 d5 c4 c6"),
            new Line("D02", "Queen's Pawn Game: Zukertort Variation", "d4 d5 Nf3"),
            new Line("D00", "Queen's Pawn Game: Accelerated London System", "d4 d5 Bf4"),
            new Line("A45", "Indian Defense", "d4 Nf6"),
            new Line("E60", "King's Indian Defense", "d4 Nf6 c4 g6"),
            new Line("E00", "Indian Defense: Normal Variation", "d4 Nf6 c4 e6"),
            new Line("A80", "Dutch Defense", "d4 f5"),
            new Line("A10", "English Opening", "c4"),
            new Line("A04", "Zukertort Opening", "Nf3"),
            new Line("A00", "Hungarian Opening", "g3"),
            new Line("A01", "Nimzo-Larsen Attack", "b3"),
            new Line("A02", "Bird Opening", "f4"),
            new Line("A00", "Van't Kruijs Opening", "e3"),
            new Line("A00", "Mieses Opening", "d3"),
            new Line("A00", "Van Geet Opening", "Nc3"));

    private Openings() {
    }

    /** The code and name of the opening {@code sans} begin with: {@code {"C60", "Ruy Lopez"}}. */
    static String[] of(List<String> sans) {
        if (sans.isEmpty()) {
            return new String[] {"?", "?"};
        }
        Line best = null;
        int bestLength = 0;
        for (Line line : LINES) {
            String[] moves = line.moves().split(" ");
            if (moves.length > bestLength && moves.length <= sans.size() && begins(sans, moves)) {
                best = line;
                bestLength = moves.length;
            }
        }
        return best == null ? new String[] {"A00", "Uncommon Opening"} : new String[] {best.eco(), best.name()};
    }

    private static boolean begins(List<String> sans, String[] moves) {
        for (int i = 0; i < moves.length; i++) {
            if (!sans.get(i).replace("+", "").equals(moves[i])) {
                return false;
            }
        }
        return true;
    }
}
