package org.chesseus.tck;

import org.chesseus.api.Color;
import org.chesseus.api.FenReader;
import org.chesseus.api.MoveNotation;
import org.chesseus.api.Position;
import org.chesseus.api.game.Game;
import org.chesseus.api.rules.RuleBook;

/** Plays a {@link Scenario} under a book: the code it ends with, or {@code *}. */
final class ScenarioRun {
    private ScenarioRun() {
    }

    static String play(RuleBook book, Scenario scenario) {
        boolean chess960 = book.layers().contains("chess960");
        FenReader reader = chess960 ? FenReader.chess960(book.legality()) : FenReader.standard(book.legality());
        MoveNotation notation = book.legality().notation(chess960);
        Position start = reader.read(scenario.fen());
        Game game = Game.start(book, start);
        for (String uci : scenario.moves().trim().split("\\s+")) {
            if (!uci.isEmpty() && !game.isOver()) {
                game.play(notation.parseUci(game.ruling().position(), uci));
            }
        }
        if (!game.isOver()) {
            act(game, scenario.then());
        }
        return game.outcome().map(outcome -> outcome.code().code()).orElse("*");
    }

    private static void act(Game game, String then) {
        switch (then) {
            case "" -> { }
            case "flag:white" -> game.flagFall(Color.WHITE);
            case "flag:black" -> game.flagFall(Color.BLACK);
            case "resign:white" -> game.resign(Color.WHITE);
            case "resign:black" -> game.resign(Color.BLACK);
            case "claim" -> game.claimDraw(game.ruling().position().sideToMove());
            default -> throw new IllegalArgumentException("unknown action '" + then
                    + "': flag:white, flag:black, resign:white, resign:black or claim");
        }
    }
}
