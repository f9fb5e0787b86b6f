/**
 * Layer {@code l3}: the full FIDE arbiter, people and clocks — claims of threefold repetition and
 * fifty moves (FIDE 9.2, 9.3, 9.5.3), draw offers and agreement (9.1, 5.2.3), resignation (5.1.2),
 * flag fall (6.9), illegal moves (7.5) and the clock (6). Exports nothing: it is found as a service.
 */
module org.chesseus.rules.l3 {
    requires org.chesseus.api;

    provides org.chesseus.api.rules.RuleLayer with org.chesseus.rules.l3.ArbiterLayer;
}
