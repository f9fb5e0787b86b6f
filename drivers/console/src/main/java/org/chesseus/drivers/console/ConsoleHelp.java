package org.chesseus.drivers.console;

import java.util.ArrayList;
import java.util.List;
import org.chesseus.api.game.AgreementRule;
import org.chesseus.api.game.ClaimRule;
import org.chesseus.api.game.DrawOfferRule;
import org.chesseus.api.game.ResignationRule;
import org.chesseus.api.rules.RuleBook;
import org.chesseus.api.rules.RuleEntry;

/**
 * The console's {@code help}: the moves, then only the actions the rule book allows — a draw
 * request ({@code =}) where it can offer (FIDE 9.1), accept (5.2.3) or claim (9.2, 9.3), with the
 * meanings it has under this book; {@code resign} where it has resignation (5.1.2) — then the
 * console's own commands.
 */
final class ConsoleHelp {
    private ConsoleHelp() {
    }

    static String of(RuleBook book) {
        boolean offers = has(book, DrawOfferRule.class);
        boolean agreement = has(book, AgreementRule.class);
        boolean claims = has(book, ClaimRule.class);
        List<String> help = new ArrayList<>();
        help.add("Moves: SAN (Nf3, exd5, O-O, e8=N) or UCI (g1f3, e7e8n).");
        if (offers || claims) {
            help.add("  Nf3=     the move with a draw request: " + (claims && offers
                    ? "a claim if the move makes one correct (FIDE 9.2.1, 9.3.1), else an offer"
                    : claims ? "a claim on the position it makes (FIDE 9.2.1, 9.3.1)" : "an offer (FIDE 9.1.2.1)"));
        }
        List<String> meanings = new ArrayList<>();
        if (agreement) {
            meanings.add("accept the standing offer");
        }
        if (claims) {
            meanings.add("claim a draw on this position");
        }
        if (offers) {
            meanings.add("offer one");
        }
        if (!meanings.isEmpty()) {
            help.add("  =        " + String.join(", else ", meanings));
        }
        if (has(book, ResignationRule.class)) {
            help.add("  resign   (or r) resign; the end of input (Ctrl-D) resigns too (a terminal asks first)");
        }
        help.add("  moves    the legal moves        fen    the position as FEN");
        help.add("  pgn      the game so far        flip   turn the board over");
        help.add("  undo     take back (casual games only)    help   this text");
        help.add("Status line: C! check, M= half-move clock, R= repetitions of this position"
                + (offers ? ", D? a draw offer stands." : "."));
        return String.join("\n", help);
    }

    private static boolean has(RuleBook book, Class<?> kind) {
        return book.rules().stream().map(RuleEntry::rule).anyMatch(kind::isInstance);
    }
}
