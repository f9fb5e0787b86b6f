/**
 * Layer {@code l1}: legality. Bitboards, legal move generation with pins and checks, castling
 * including Chess960 geometry, en passant, promotion, make/unmake, Zobrist keys, perft, checkmate
 * and stalemate, SAN and UCI notation; and the teaching rungs below it ({@code core},
 * {@code underpromotion}, {@code double-step}). Exports nothing: it is found as a service.
 */
module org.chesseus.rules.l1 {
    requires org.chesseus.api;

    provides org.chesseus.api.rules.RuleLayer with
            org.chesseus.rules.l1.LegalityLayer,
            org.chesseus.rules.l1.CoreLayer,
            org.chesseus.rules.l1.UnderPromotionLayer,
            org.chesseus.rules.l1.DoubleStepLayer;
}
