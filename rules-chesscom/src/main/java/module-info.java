/**
 * Plugin {@code chesscom}: the rules of Chess.com over the FIDE book, as its help pages describe
 * them, written as a third party would — against the kernel's interfaces only, amending named rules
 * of layers l2 and l3. Exports nothing.
 */
module org.chesseus.rules.chesscom {
    requires org.chesseus.api;

    provides org.chesseus.api.rules.RuleLayer with org.chesseus.rules.chesscom.ChesscomLayer;
}
