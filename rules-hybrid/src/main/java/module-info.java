/**
 * Overlay {@code hybrid}: the mixed book FideLite's author proposes for online play, taking from
 * FIDE and US Chess what seems fairest. Exports nothing: it is found as a service.
 */
module org.chesseus.rules.hybrid {
    requires org.chesseus.api;

    provides org.chesseus.api.rules.RuleLayer with org.chesseus.rules.hybrid.HybridLayer;
}
