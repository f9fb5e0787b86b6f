package org.chesseus.launcher.cli;

import java.nio.file.Path;
import java.util.List;
import org.chesseus.api.RejectedInputException;
import org.chesseus.api.pgn.PgnException;
import org.chesseus.api.pgn.PgnGame;
import org.chesseus.api.pgn.PgnReader;
import org.chesseus.api.rules.RuleBook;
import org.chesseus.launcher.terminal.Terminal;
import org.chesseus.tools.arbiter.GameCorpus;
import org.chesseus.tools.arbiter.RandomGames;
import org.chesseus.tools.arbiter.RecordedGames;
import org.chesseus.tools.perft.Progress;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.ParameterException;

/**
 * The games {@code bench arbiter} replays: {@code --corpus FILE} (a PGN file, plain or gzip; by
 * default the repository's real-games corpus {@value RecordedGames#DEFAULT}), or {@code --corpus
 * random} with {@code --games}, {@code --seed} and {@code --max-plies}.
 */
public final class ArbiterCorpusOptions {
    /** The word that asks for random games. */
    static final String RANDOM = "random";

    @Option(names = "--corpus", paramLabel = "FILE|random",
            description = {"The games: a PGN file (plain or .gz; a game starts from its FEN tag), or 'random' "
                + "for random legal games (default: the repository's " + RecordedGames.DEFAULT + ")."})
    private String corpus;

    @Option(names = "--games", paramLabel = "N",
            description = "Games: the first N of the file (default: all), or N random games (default: "
                    + RandomGames.DEFAULT_GAMES + ").")
    private Integer games;

    @Option(names = "--seed", paramLabel = "S",
            description = "With --corpus random: the seed of the random moves (default: " + RandomGames.DEFAULT_SEED + ").")
    private Long seed;

    @Option(names = "--max-plies", paramLabel = "N",
            description = "With --corpus random: cut a game that has not ended after N half-moves (default: "
                    + RandomGames.DEFAULT_PLY_CAP + ").")
    private Integer plyCap;

    /** Whether the games are random ones. */
    boolean random() {
        return RANDOM.equals(corpus);
    }

    /** The seed of random games; none for a file. */
    Long seed() {
        return random() ? (seed == null ? RandomGames.DEFAULT_SEED : seed) : null;
    }

    /**
     * The corpus as {@code book} judges it.
     *
     * @throws ParameterException on options that do not go together
     * @throws RejectedInputException when the file cannot be read, holds a game that cannot be
     *     replayed, or there is no default corpus to be found
     */
    GameCorpus load(RuleBook book, Terminal terminal, CommandSpec spec) {
        if (games != null && games < 1 || plyCap != null && plyCap < 1) {
            throw new ParameterException(spec.commandLine(), "--games and --max-plies must be 1 or more");
        }
        if (!random() && (seed != null || plyCap != null)) {
            throw new ParameterException(spec.commandLine(), "--seed and --max-plies go with --corpus random only");
        }
        if (random()) {
            Progress progress = ProgressBar.on(terminal, "games generated");
            try {
                return RandomGames.generate(book, games == null ? RandomGames.DEFAULT_GAMES : games, seed(),
                        plyCap == null ? RandomGames.DEFAULT_PLY_CAP : plyCap, progress);
            } finally {
                progress.finish();
            }
        }
        String file = corpus != null ? corpus : ProjectFolder.holding(RecordedGames.DEFAULT)
                .map(root -> root.resolve(RecordedGames.DEFAULT).toString())
                .orElseThrow(() -> new RejectedInputException("bench arbiter: the real-games corpus " + RecordedGames.DEFAULT
                        + " is not found upwards from here or from the launcher; give --corpus FILE or --corpus random"));
        String text = PgnFile.read("bench arbiter", file, terminal);
        Progress progress = ProgressBar.on(terminal, "games read");
        try {
            List<PgnGame> records = PgnReader.read(text);
            if (games != null && games < records.size()) {
                records = records.subList(0, games);
            }
            return RecordedGames.read(book, records, corpus != null ? file : shortName(file), progress);
        } catch (PgnException unreadable) {
            throw new RejectedInputException(file + ": " + unreadable.getMessage());
        } finally {
            progress.finish();
        }
    }

    /** The default corpus by its path in the repository. */
    private static String shortName(String file) {
        return Path.of(file).endsWith(RecordedGames.DEFAULT) ? RecordedGames.DEFAULT : file;
    }
}
