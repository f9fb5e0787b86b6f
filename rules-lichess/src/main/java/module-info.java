/**
 * Plugin {@code lichess}: the rules of Lichess over the FIDE book, written as a third party would —
 * against the kernel's interfaces only, amending named rules of layers l2 and l3. Exports nothing.
 */
module org.chesseus.rules.lichess {
    requires org.chesseus.api;

    provides org.chesseus.api.rules.RuleLayer with org.chesseus.rules.lichess.LichessLayer,
            org.chesseus.rules.lichess.ManualClaimLayer;
}
