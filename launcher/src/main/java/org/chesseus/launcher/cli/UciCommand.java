package org.chesseus.launcher.cli;

import static java.util.Objects.requireNonNull;

import jakarta.inject.Inject;
import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import java.util.concurrent.Callable;
import org.chesseus.api.engine.EngineProvider;
import org.chesseus.api.rules.RuleBook;
import org.chesseus.api.rules.RuleBookComposer;
import org.chesseus.drivers.uci.UciServer;
import org.chesseus.launcher.terminal.ExitStatus;
import org.chesseus.launcher.terminal.Terminal;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;

/**
 * {@code chesseus uci}: the search plugin behind the UCI protocol on standard input and output,
 * searching under the chosen rule book's legality and draws. For GUIs (cutechess, Arena), {@code
 * chesseus match} and the {@code engine} player of {@code chesseus play}.
 */
@Command(name = "uci", mixinStandardHelpOptions = true, sortOptions = false,
        description = {"Speak UCI on standard input and output, backed by the search plugin (for GUIs and match).",
            "Bad input is answered with 'info string' and never ends the engine; 'quit' or the end of input does."},
        footer = {"", "Exit status: 0 after quit or the end of input, 1 a profile refused or no engine plugin found,",
            "2 a wrong command line."})
public final class UciCommand implements Callable<Integer> {
    private final RuleBookComposer composer;
    private final Set<EngineProvider> engines;
    private final Terminal terminal;

    @Option(names = "--rules", paramLabel = "PROFILE", defaultValue = "fide",
            description = "The rule book whose legality and draws the engine searches under (default: ${DEFAULT-VALUE}).")
    private String profile;

    @Option(names = "--without", paramLabel = "RULE", split = ",", description = "Rule ids to drop, comma-separated.")
    private List<String> without = new ArrayList<>();

    @Inject
    UciCommand(RuleBookComposer composer, Set<EngineProvider> engines, Terminal terminal) {
        this.composer = requireNonNull(composer, "composer");
        this.engines = Set.copyOf(engines);
        this.terminal = requireNonNull(terminal, "terminal");
    }

    @Override
    public Integer call() throws IOException {
        RuleBook book = composer.compose(profile, without);
        Optional<EngineProvider> provider = engines.stream().min(Comparator.comparing(EngineProvider::name));
        if (provider.isEmpty()) {
            terminal.err().println("chesseus uci: no engine plugin found on the module path"
                    + " (launcher/target/lib should hold chesseus-search, which provides org.chesseus.api.engine.EngineProvider)");
            terminal.err().flush();
            return ExitStatus.REJECTED;
        }
        UciServer.serve(provider.get(), composer, book, without,
                new BufferedReader(new InputStreamReader(terminal.in(), StandardCharsets.UTF_8)), terminal.out());
        return ExitStatus.OK;
    }
}
