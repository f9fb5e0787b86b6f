package org.chesseus.launcher.wiring;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assertions.assertThrows;

import com.google.inject.ConfigurationException;
import com.google.inject.Injector;
import java.io.ByteArrayInputStream;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.util.List;
import org.chesseus.api.rules.RuleBookComposer;
import org.chesseus.launcher.cli.AnalyzeCommand;
import org.chesseus.launcher.cli.BenchAnalyzeCommand;
import org.chesseus.launcher.cli.BenchCommand;
import org.chesseus.launcher.cli.BenchPerftCommand;
import org.chesseus.launcher.cli.ChesseusCommand;
import org.chesseus.launcher.cli.CompareCommand;
import org.chesseus.launcher.cli.PerftCommand;
import org.chesseus.launcher.cli.ProfilesCommand;
import org.chesseus.launcher.cli.RulesCommand;
import org.chesseus.launcher.terminal.Terminal;
import org.chesseus.launcher.play.PlayCommand;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;

/** Every shipped configuration builds its injector, strictly, over the layers found. */
class ConfigurationTest {
    private static final Terminal TERMINAL = new Terminal(new PrintWriter(new StringWriter()),
            new PrintWriter(new StringWriter()), new ByteArrayInputStream(new byte[0]), false, System::nanoTime);

    @ParameterizedTest
    @EnumSource(Configuration.class)
    void injectorBuildsAndComposesTheBooksOfTheLayersFound(Configuration configuration) {
        Injector injector = configuration.injector(RuleLayerDiscovery.found(), TERMINAL);
        RuleBookComposer composer = injector.getInstance(RuleBookComposer.class);
        assertTrue(composer.layers().keySet().containsAll(List.of("l1", "l2", "l3")), composer.layers().keySet().toString());
        assertEquals(6, composer.compose("l1").rules().size());
        assertEquals(List.of("l1", "l2"), composer.compose("l2").layers());
        assertEquals(10, composer.compose("l2").rules().size());
        assertEquals(List.of("l1", "l2", "l3"), composer.compose("fide").layers());
        assertEquals(20, composer.compose("fide").rules().size());
    }

    @ParameterizedTest
    @EnumSource(Configuration.class)
    void everyCommandComesFromTheInjector(Configuration configuration) {
        Injector injector = configuration.injector(RuleLayerDiscovery.found(), TERMINAL);
        for (Class<?> command : List.of(ChesseusCommand.class, ProfilesCommand.class, RulesCommand.class,
                PerftCommand.class, AnalyzeCommand.class, CompareCommand.class, BenchCommand.class,
                BenchPerftCommand.class, BenchAnalyzeCommand.class, PlayCommand.class)) {
            assertNotNull(injector.getInstance(command), command.getName());
        }
    }

    @ParameterizedTest
    @EnumSource(Configuration.class)
    void theDriversFoundAreBoundAsASet(Configuration configuration) {
        Injector injector = configuration.injector(RuleLayerDiscovery.found(), TERMINAL);
        java.util.Set<org.chesseus.api.driver.Driver> drivers = injector.getInstance(
                com.google.inject.Key.get(new com.google.inject.TypeLiteral<java.util.Set<org.chesseus.api.driver.Driver>>() { }));
        assertEquals(java.util.Set.of("console", "numeric"),
                drivers.stream().map(org.chesseus.api.driver.Driver::id).collect(java.util.stream.Collectors.toSet()));
    }

    @ParameterizedTest
    @EnumSource(Configuration.class)
    void nothingIsBoundJustInTime(Configuration configuration) {
        Injector injector = configuration.injector(RuleLayerDiscovery.found(), TERMINAL);
        assertThrows(ConfigurationException.class, () -> injector.getInstance(StringBuilder.class));
    }
}
