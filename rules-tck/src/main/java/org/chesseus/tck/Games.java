package org.chesseus.tck;

import java.util.ServiceLoader;
import org.chesseus.api.FenReader;
import org.chesseus.api.Move;
import org.chesseus.api.Position;
import org.chesseus.api.game.Game;
import org.chesseus.api.game.GameOptions;
import org.chesseus.api.game.Ruling;
import org.chesseus.api.rules.RuleBook;
import org.chesseus.api.rules.RuleBookComposer;
import org.chesseus.api.rules.RuleLayer;

/**
 * For a plugin's own tests: rule books composed from the layers found with {@link ServiceLoader}
 * (the plugin under test and the layers it amends), games started from a FEN, and moves written in
 * UCI — so that scenario tests read like the rule book's examples.
 */
public final class Games {
    /** The standard start position. */
    public static final String START = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1";
    private static final RuleBookComposer COMPOSER = new RuleBookComposer(
            ServiceLoader.load(RuleLayer.class).stream().map(ServiceLoader.Provider::get).toList());

    private Games() {
    }

    /** The composer over the layers found. */
    public static RuleBookComposer composer() {
        return COMPOSER;
    }

    /** The book of a profile ({@code fide}, {@code fide+uscf}, ...). */
    public static RuleBook book(String profile) {
        return COMPOSER.compose(profile);
    }

    /** A game under {@code profile} from {@code fen}, without a clock. */
    public static Game game(String profile, String fen) {
        return game(profile, fen, GameOptions.none());
    }

    /** The code the game ended with, or {@code "-"} while it goes on. */
    public static String code(Game game) {
        return game.outcome().map(outcome -> outcome.code().code()).orElse("-");
    }

    /** A game under {@code profile} from {@code fen} with {@code options} (a clock, event settings). */
    public static Game game(String profile, String fen, GameOptions options) {
        RuleBook book = book(profile);
        return Game.start(book, FenReader.standard(book.legality()).read(fen), options);
    }

    /** The move written in UCI in the game's present position. */
    public static Move move(Game game, String uci) {
        return game.book().legality().notation(false).parseUci(game.ruling().position(), uci);
    }

    /** Plays moves written in UCI, separated by spaces. */
    public static Ruling play(Game game, String ucis) {
        Ruling ruling = game.ruling();
        for (String uci : ucis.trim().split("\\s+")) {
            ruling = game.play(move(game, uci));
        }
        return ruling;
    }

    /** Plays one move written in UCI with a draw request. */
    public static Ruling request(Game game, String uci) {
        return game.play(move(game, uci), true);
    }
}
