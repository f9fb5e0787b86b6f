package org.chesseus.rules.l2;

import java.util.ServiceLoader;
import org.chesseus.api.FenReader;
import org.chesseus.api.Position;
import org.chesseus.api.game.Game;
import org.chesseus.api.game.Ruling;
import org.chesseus.api.rules.RuleBook;
import org.chesseus.api.rules.RuleBookComposer;
import org.chesseus.api.rules.RuleLayer;

/** Rule books composed from the layers on the test class path, and games played in SAN. */
final class Books {
    private static final RuleBookComposer COMPOSER = new RuleBookComposer(
            ServiceLoader.load(RuleLayer.class).stream().map(ServiceLoader.Provider::get).toList());

    private Books() {
    }

    static RuleBook book(String profile) {
        return COMPOSER.compose(profile);
    }

    static Position position(RuleBook book, String fen) {
        return FenReader.standard(book.legality()).read(fen);
    }

    static Game game(String profile, String fen) {
        RuleBook book = book(profile);
        return Game.start(book, position(book, fen));
    }

    static Game game(String profile) {
        return Game.start(book(profile), Position.start());
    }

    /** Plays moves written in SAN, separated by spaces (move numbers like {@code 1.} are skipped). */
    static Ruling play(Game game, String sans) {
        Ruling ruling = game.ruling();
        for (String san : sans.trim().split("\\s+")) {
            String move = san.replaceFirst("^[0-9]+\\.+", "");
            if (move.isEmpty()) {
                continue;
            }
            Position position = ruling.position();
            ruling = game.play(game.book().legality().notation(false).parseSan(position, move));
        }
        return ruling;
    }
}
