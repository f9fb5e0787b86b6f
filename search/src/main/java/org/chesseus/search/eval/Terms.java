package org.chesseus.search.eval;

import java.util.ArrayList;
import java.util.Collections;
import java.util.List;

/**
 * The evaluation's terms: one index per weight, each weight a (middlegame, endgame) pair, named as
 * in the weights file. The evaluation is linear in the weights: every term adds {@code count ×
 * weight}, with counts taken for White minus Black (squares of piece-square tables seen from White's
 * side, Black's mirrored).
 */
public final class Terms {
    static final String[] PIECES = {"pawn", "knight", "bishop", "rook", "queen", "king"};

    /** Material of pawn … queen (5 terms). */
    public static final int MATERIAL = 0;
    /** Piece-square tables from White's side: the pawn's 48 squares a2 … h7, then knight … king, a1 … h8. */
    public static final int PST = MATERIAL + 5;
    /** A passed pawn on relative rank 2 … 7 (6 terms). */
    public static final int PASSED = PST + 48 + 5 * 64;
    /** A passed pawn whose path to promotion is empty, by relative rank 2 … 7. */
    public static final int PASSED_FREE = PASSED + 6;
    /** Own king's distance to a passed pawn's stop square, times the pawn's relative rank − 1. */
    public static final int PASSED_OWN_KING = PASSED_FREE + 6;
    /** The enemy king's distance to the stop square, times the relative rank − 1. */
    public static final int PASSED_ENEMY_KING = PASSED_OWN_KING + 1;
    /** A pawn without own pawns on its neighbouring files. */
    public static final int ISOLATED = PASSED_ENEMY_KING + 1;
    /** A pawn with an own pawn ahead of it on its file. */
    public static final int DOUBLED = ISOLATED + 1;
    /** A pawn that no own pawn can defend any more and whose stop square an enemy pawn guards. */
    public static final int BACKWARD = DOUBLED + 1;
    /** A pawn defended by or standing beside an own pawn, by relative rank 2 … 7. */
    public static final int CONNECTED = BACKWARD + 1;
    /** Knight mobility: 0 … 8 safe squares (not own pieces, not attacked by enemy pawns). */
    public static final int MOBILITY_KNIGHT = CONNECTED + 6;
    /** Bishop mobility: 0 … 13 safe squares. */
    public static final int MOBILITY_BISHOP = MOBILITY_KNIGHT + 9;
    /** Rook mobility: 0 … 14 safe squares. */
    public static final int MOBILITY_ROOK = MOBILITY_BISHOP + 14;
    /** Queen mobility: 0 … 27 safe squares. */
    public static final int MOBILITY_QUEEN = MOBILITY_ROOK + 15;
    /** Squares of the enemy king's zone attacked, by knight, bishop, rook, queen. */
    public static final int KING_ATTACK = MOBILITY_QUEEN + 28;
    /** Pieces attacking the enemy king's zone: 1 … 5 or more (one term per count). */
    public static final int KING_ATTACKERS = KING_ATTACK + 4;
    /** Per file at the king: the nearest own pawn in front 1, 2 ranks away, or none closer than 3. */
    public static final int KING_SHIELD = KING_ATTACKERS + 5;
    /** Per file at the king: an enemy pawn 1, 2, 3 ranks in front of the king. */
    public static final int KING_STORM = KING_SHIELD + 3;
    /** Per file at the king without any pawn. */
    public static final int KING_OPEN_FILE = KING_STORM + 3;
    /** Two bishops or more. */
    public static final int BISHOP_PAIR = KING_OPEN_FILE + 1;
    /** A rook on a file without pawns. */
    public static final int ROOK_OPEN = BISHOP_PAIR + 1;
    /** A rook on a file with enemy pawns only. */
    public static final int ROOK_HALF_OPEN = ROOK_OPEN + 1;
    /** A rook on the relative seventh rank. */
    public static final int ROOK_SEVENTH = ROOK_HALF_OPEN + 1;
    /** An enemy knight, bishop, rook or queen attacked by an own pawn. */
    public static final int THREAT_BY_PAWN = ROOK_SEVENTH + 1;
    /** Enemy pawn … queen attacked by an own knight or bishop (5 terms, by the target's type). */
    public static final int THREAT_BY_MINOR = THREAT_BY_PAWN + 1;
    /** Enemy pawn … queen attacked by an own rook (5 terms, by the target's type). */
    public static final int THREAT_BY_ROOK = THREAT_BY_MINOR + 5;
    /** An enemy piece (not a pawn, not the king) attacked and not defended. */
    public static final int THREAT_HANGING = THREAT_BY_ROOK + 5;
    /** An enemy piece or pawn the own king attacks and no enemy piece defends. */
    public static final int THREAT_BY_KING = THREAT_HANGING + 1;
    /** A safe check within reach: a knight, bishop, rook, queen can move to a square that checks the enemy king and that no enemy piece attacks (0 or 1 each). */
    public static final int SAFE_CHECK = THREAT_BY_KING + 1;
    /** A knight, then a bishop, on an outpost: relative rank 4 … 6, defended by an own pawn, out of reach of enemy pawns. */
    public static final int OUTPOST = SAFE_CHECK + 4;
    /** A knight or bishop with an own pawn right in front of it. */
    public static final int MINOR_BEHIND_PAWN = OUTPOST + 2;
    /** Per bishop: the own pawns on squares of its colour. */
    public static final int BISHOP_PAWNS = MINOR_BEHIND_PAWN + 1;
    /** An enemy knight, bishop, rook or queen that an own pawn would attack after a safe push (single or double). */
    public static final int THREAT_PAWN_PUSH = BISHOP_PAWNS + 1;
    /** A square both sides attack where the enemy's hold is not strong: no enemy pawn guards it, no two enemy men attack it. */
    public static final int THREAT_RESTRICTED = THREAT_PAWN_PUSH + 1;
    /** Space: a square on files c … f, relative ranks 2 … 4, without an own pawn and not attacked by an enemy pawn; once more when up to 3 squares behind an own pawn. */
    public static final int SPACE = THREAT_RESTRICTED + 1;
    /** A square of the own king's zone the enemy attacks and no own pawn, knight, bishop or rook defends. */
    public static final int KING_WEAK_ZONE = SPACE + 1;
    /** The king's distance to the nearest own pawn (0 without pawns). */
    public static final int KING_PAWN_DISTANCE = KING_WEAK_ZONE + 1;
    /** Per knight and bishop: its distance to the own king. */
    public static final int MINOR_KING_DISTANCE = KING_PAWN_DISTANCE + 1;
    /** A bishop on a long diagonal that reaches both of its central squares. */
    public static final int BISHOP_LONG_DIAGONAL = MINOR_KING_DISTANCE + 1;
    /** A rook on the file of an enemy queen. */
    public static final int ROOK_QUEEN_FILE = BISHOP_LONG_DIAGONAL + 1;
    /** A passed pawn whose stop square holds an enemy man. */
    public static final int PASSED_BLOCKED = ROOK_QUEEN_FILE + 1;
    /** A passed pawn with an own rook behind it on its file, nothing between. */
    public static final int PASSED_ROOK_BEHIND = PASSED_BLOCKED + 1;
    /** A passed pawn whose path to promotion the enemy does not attack. */
    public static final int PASSED_SAFE_PATH = PASSED_ROOK_BEHIND + 1;
    /** An isolated or backward pawn without an enemy pawn in front of it on its file. */
    public static final int PAWN_WEAK_UNOPPOSED = PASSED_SAFE_PATH + 1;
    /** The side to move. */
    public static final int TEMPO = PAWN_WEAK_UNOPPOSED + 1;
    /** How many terms there are. */
    public static final int COUNT = TEMPO + 1;

    private static final List<String> NAMES = Collections.unmodifiableList(names());

    private Terms() {
    }

    /** The piece-square term of a piece type on a square seen from White's side. */
    public static int pst(int type, int square) {
        return type == 0 ? PST + square - 8 : PST + 48 + (type - 1) * 64 + square;
    }

    /** The name of every term, by index, as written in the weights file. */
    public static List<String> names() {
        if (NAMES != null) {
            return NAMES;
        }
        List<String> names = new ArrayList<>(COUNT);
        for (int piece = 0; piece < 5; piece++) {
            names.add("material." + PIECES[piece]);
        }
        for (int piece = 0; piece < 6; piece++) {
            for (int square = piece == 0 ? 8 : 0; square < (piece == 0 ? 56 : 64); square++) {
                names.add("pst." + PIECES[piece] + "." + (char) ('a' + (square & 7)) + (char) ('1' + (square >>> 3)));
            }
        }
        ranks(names, "passed");
        ranks(names, "passed.free");
        names.addAll(List.of("passed.ownKingDistance", "passed.enemyKingDistance",
                "pawn.isolated", "pawn.doubled", "pawn.backward"));
        ranks(names, "pawn.connected");
        counts(names, "mobility.knight.", 0, 8);
        counts(names, "mobility.bishop.", 0, 13);
        counts(names, "mobility.rook.", 0, 14);
        counts(names, "mobility.queen.", 0, 27);
        names.addAll(List.of("king.attack.knight", "king.attack.bishop", "king.attack.rook", "king.attack.queen"));
        counts(names, "king.attackers.", 1, 5);
        names.addAll(List.of("king.shield.1", "king.shield.2", "king.shield.none",
                "king.storm.1", "king.storm.2", "king.storm.3", "king.openFile",
                "bishop.pair", "rook.openFile", "rook.halfOpenFile", "rook.seventh", "threat.byPawn"));
        for (int piece = 0; piece < 5; piece++) {
            names.add("threat.byMinor." + PIECES[piece]);
        }
        for (int piece = 0; piece < 5; piece++) {
            names.add("threat.byRook." + PIECES[piece]);
        }
        names.addAll(List.of("threat.hanging", "threat.byKing", "king.safeCheck.knight", "king.safeCheck.bishop",
                "king.safeCheck.rook", "king.safeCheck.queen", "outpost.knight", "outpost.bishop",
                "minor.behindPawn", "bishop.pawnsOnColour", "threat.pawnPush", "threat.restricted", "space",
                "king.weakZone", "king.pawnDistance", "minor.kingDistance", "bishop.longDiagonal", "rook.queenFile",
                "passed.blocked", "passed.rookBehind", "passed.safePath", "pawn.weakUnopposed", "tempo"));
        return names;
    }

    private static void ranks(List<String> names, String prefix) {
        counts(names, prefix + ".rank", 2, 7);
    }

    private static void counts(List<String> names, String prefix, int from, int to) {
        for (int i = from; i <= to; i++) {
            names.add(prefix + i);
        }
    }
}
