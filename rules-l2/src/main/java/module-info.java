/**
 * Layer {@code l2}: the draws born on the board — repetition identity (FIDE 9.2.3), fivefold and
 * the 75-move rule (9.6), dead position (5.2.2) — and the question under 5.2.2, 6.9 and 5.1.2:
 * can a side still checkmate? Exports nothing: it is found as a service.
 */
module org.chesseus.rules.l2 {
    requires org.chesseus.api;

    provides org.chesseus.api.rules.RuleLayer with org.chesseus.rules.l2.DrawLayer;
}
