/**
 * Overlay {@code chess960}: Chess960 (FIDE Guidelines II) on top of any book — the start array by
 * Scharnagl number, castling notation and FEN as Chess960 writes them; every rule of the book it
 * joins applies unchanged. Exports nothing: it is found as a service.
 */
module org.chesseus.rules.chess960 {
    requires org.chesseus.api;

    provides org.chesseus.api.rules.RuleLayer with org.chesseus.rules.chess960.Chess960Layer;
}
