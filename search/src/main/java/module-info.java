/**
 * The search plugin: an engine behind the kernel's {@link org.chesseus.api.engine.Engine}, searching
 * on the legality layer's {@link org.chesseus.api.SearchBoard}. Exports nothing: it is found as a
 * service.
 */
module org.chesseus.search {
    requires org.chesseus.api;

    provides org.chesseus.api.engine.EngineProvider with org.chesseus.search.ChesseusEngineProvider;
}
