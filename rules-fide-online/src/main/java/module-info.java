/**
 * Overlay {@code fide-online}: the FIDE Online Chess Regulations on top of the FIDE book —
 * threefold repetition and fifty moves end the game automatically, resignation always loses.
 * Exports nothing: it is found as a service.
 */
module org.chesseus.rules.fide.online {
    requires org.chesseus.api;

    provides org.chesseus.api.rules.RuleLayer with org.chesseus.rules.fide.online.OnlineLayer;
}
