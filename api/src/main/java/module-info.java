/**
 * The Chesseus kernel: the vocabulary of chess, immutable positions and FEN, and the service
 * interfaces through which rule layers are composed into a rule book and drivers show a game.
 */
module org.chesseus.api {
    exports org.chesseus.api;
    exports org.chesseus.api.rules;
    exports org.chesseus.api.mate;
    exports org.chesseus.api.game;
    exports org.chesseus.api.clock;
    exports org.chesseus.api.pgn;
    exports org.chesseus.api.driver;
    exports org.chesseus.api.engine;
    exports org.chesseus.api.kit;
}
