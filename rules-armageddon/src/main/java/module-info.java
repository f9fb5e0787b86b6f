/**
 * Overlay {@code armageddon}: the FIDE book (l1+l2+l3) as an Armageddon game plays it — a draw
 * counts as a Black win, White has more time, no offers, threefold and fifty automatic, the game
 * ends once White cannot mate. Exports nothing: it is found as a service.
 */
module org.chesseus.rules.armageddon {
    requires org.chesseus.api;

    provides org.chesseus.api.rules.RuleLayer with org.chesseus.rules.armageddon.ArmageddonLayer;
}
