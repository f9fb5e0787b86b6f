package org.chesseus.launcher.wiring;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.google.inject.Injector;
import java.io.ByteArrayInputStream;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.util.List;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.function.Supplier;
import org.chesseus.api.rules.RuleBookComposer;
import org.chesseus.api.rules.RuleLayer;
import org.chesseus.launcher.cli.AdjudicateCommand;
import org.chesseus.launcher.cli.AnalyzeCommand;
import org.chesseus.launcher.cli.BenchCommand;
import org.chesseus.launcher.cli.ChesseusCommand;
import org.chesseus.launcher.cli.CompareCommand;
import org.chesseus.launcher.cli.DirectCommands;
import org.chesseus.launcher.cli.PerftCommand;
import org.chesseus.launcher.cli.RulesCommand;
import org.chesseus.launcher.cli.UciCommand;
import org.chesseus.launcher.terminal.Terminal;
import org.chesseus.launcher.play.PlayCommand;
import org.junit.jupiter.api.Test;
import picocli.CommandLine.HelpCommand;

/** A launch wires only what its command uses: the layers when it needs the books, the injector only for the commands bound in it. */
class LaunchTest {
    private static final Supplier<Injector> NO_INJECTOR = () -> {
        throw new AssertionError("the injector was built");
    };

    private static Terminal terminal(StringWriter out) {
        return new Terminal(new PrintWriter(out), new PrintWriter(new StringWriter()),
                new ByteArrayInputStream(new byte[0]), false, System::nanoTime);
    }

    @Test
    void theShortCommandsAreMadeWithoutTheInjector() throws Exception {
        Terminal terminal = terminal(new StringWriter());
        RuleBookComposer composer = new RuleBookComposer(RuleLayerDiscovery.found());
        LaunchFactory factory = new LaunchFactory(new DirectCommands(() -> composer, EngineDiscovery::found, terminal), NO_INJECTOR);
        for (Class<?> command : List.of(ChesseusCommand.class, PerftCommand.class, AnalyzeCommand.class,
                AdjudicateCommand.class, CompareCommand.class, RulesCommand.class, UciCommand.class)) {
            assertInstanceOf(command, factory.create(command), command.getName());
        }
        assertInstanceOf(HelpCommand.class, factory.create(HelpCommand.class));
    }

    @Test
    void theOtherCommandsComeFromTheInjectorBuiltOnFirstUse() throws Exception {
        Terminal terminal = terminal(new StringWriter());
        AtomicInteger built = new AtomicInteger();
        Supplier<Injector> injector = () -> {
            built.incrementAndGet();
            return Configuration.LAUNCH.injector(RuleLayerDiscovery.found(), terminal);
        };
        LaunchFactory factory = new LaunchFactory(new DirectCommands(() -> {
            throw new AssertionError("the books were composed");
        }, () -> {
            throw new AssertionError("the engines were found");
        }, terminal), injector);
        assertInstanceOf(PlayCommand.class, factory.create(PlayCommand.class));
        assertInstanceOf(BenchCommand.class, factory.create(BenchCommand.class));
        assertEquals(2, built.get());
    }

    @Test
    void theVersionFindsNoLayer() {
        StringWriter out = new StringWriter();
        AtomicInteger asked = new AtomicInteger();
        Supplier<List<RuleLayer>> layers = () -> {
            asked.incrementAndGet();
            return RuleLayerDiscovery.found();
        };
        assertEquals(0, Launch.run(Configuration.LAUNCH, layers, terminal(out), "--version"));
        assertTrue(out.toString().startsWith("chesseus "), out.toString());
        assertEquals(0, asked.get());
        assertEquals(0, Launch.run(Configuration.LAUNCH, layers, terminal(new StringWriter()), "perft", "--depth", "1"));
        assertEquals(1, asked.get());
    }

    @Test
    void aLineRegistersTheCommandItNamesAndHelpRegistersAll() {
        assertEquals(List.of(), Launch.registered("--version"));
        assertEquals(List.of(AnalyzeCommand.class), Launch.registered("analyze", "--fen", "8/8/8/8/8/8/8/K1k5 w - - 0 1"));
        assertEquals(List.of(BenchCommand.class), Launch.registered("bench", "analyze"));
        assertEquals(ChesseusCommand.COMMANDS, Launch.registered());
        assertEquals(ChesseusCommand.COMMANDS, Launch.registered("--help"));
        assertEquals(ChesseusCommand.COMMANDS, Launch.registered("help", "perft"));
        assertEquals(ChesseusCommand.COMMANDS, Launch.registered("analyse"));
        assertEquals(ChesseusCommand.COMMANDS, Launch.registered("--version", "extra"));
    }

    @Test
    void everyCommandIsListedOnce() {
        assertEquals(ChesseusCommand.COMMANDS.size(), ChesseusCommand.COMMANDS.stream().distinct().count());
        assertThrows(UnsupportedOperationException.class, () -> ChesseusCommand.COMMANDS.add(Object.class));
    }
}
