package org.chesseus.launcher.wiring;

import static java.util.Objects.requireNonNull;

import com.google.inject.AbstractModule;
import com.google.inject.Provides;
import com.google.inject.Singleton;
import com.google.inject.multibindings.Multibinder;
import java.util.List;
import java.util.Set;
import org.chesseus.api.driver.Driver;
import org.chesseus.api.engine.EngineProvider;
import org.chesseus.api.rules.RuleBookComposer;
import org.chesseus.api.rules.RuleLayer;
import org.chesseus.launcher.cli.AdjudicateCommand;
import org.chesseus.launcher.cli.CompareCommand;
import org.chesseus.launcher.cli.AnalyzeCommand;
import org.chesseus.launcher.cli.BenchAnalyzeCommand;
import org.chesseus.launcher.cli.BenchArbiterCommand;
import org.chesseus.launcher.cli.BenchCommand;
import org.chesseus.launcher.cli.BenchPerftCommand;
import org.chesseus.launcher.cli.BenchCorpusCommand;
import org.chesseus.launcher.cli.BenchSearchCommand;
import org.chesseus.launcher.cli.ChesseusCommand;
import org.chesseus.launcher.cli.JsonLines;
import org.chesseus.launcher.cli.MatchCommand;
import org.chesseus.launcher.cli.PerftCommand;
import org.chesseus.launcher.cli.CasesCommand;
import org.chesseus.launcher.cli.QuizCommand;
import org.chesseus.launcher.cli.ProfilesCommand;
import org.chesseus.launcher.cli.RulesCommand;
import org.chesseus.launcher.cli.ServeCommand;
import org.chesseus.launcher.terminal.Terminal;
import org.chesseus.launcher.play.PlayCommand;
import org.chesseus.launcher.cli.UciCommand;

/**
 * The bindings of a {@code chesseus} launch: the rule layers, drivers and engine plugins found (as instances), the
 * composer over the layers, the terminal, and every command. Strict: nothing is bound just in time, and circular
 * dependencies fail instead of being proxied. Free of side effects and of conditions, as Guice
 * modules should be; the layers are found before the module is made.
 */
final class LaunchModule extends AbstractModule {
    private final List<RuleLayer> layers;
    private final List<Driver> drivers;
    private final List<EngineProvider> engines;
    private final Terminal terminal;

    LaunchModule(List<RuleLayer> layers, List<Driver> drivers, List<EngineProvider> engines, Terminal terminal) {
        this.layers = List.copyOf(layers);
        this.drivers = List.copyOf(drivers);
        this.engines = List.copyOf(engines);
        this.terminal = requireNonNull(terminal, "terminal");
    }

    @Override
    protected void configure() {
        binder().requireExplicitBindings();
        binder().disableCircularProxies();
        Multibinder<RuleLayer> found = Multibinder.newSetBinder(binder(), RuleLayer.class);
        layers.forEach(layer -> found.addBinding().toInstance(layer));
        Multibinder<Driver> drivers = Multibinder.newSetBinder(binder(), Driver.class);
        this.drivers.forEach(driver -> drivers.addBinding().toInstance(driver));
        Multibinder<EngineProvider> engines = Multibinder.newSetBinder(binder(), EngineProvider.class);
        this.engines.forEach(engine -> engines.addBinding().toInstance(engine));
        bind(Terminal.class).toInstance(terminal);
        bind(JsonLines.class);
        bind(ChesseusCommand.class);
        bind(ProfilesCommand.class);
        bind(RulesCommand.class);
        bind(PerftCommand.class);
        bind(AnalyzeCommand.class);
        bind(AdjudicateCommand.class);
        bind(CompareCommand.class);
        bind(CasesCommand.class);
        bind(QuizCommand.class);
        bind(BenchCommand.class);
        bind(BenchPerftCommand.class);
        bind(BenchAnalyzeCommand.class);
        bind(BenchArbiterCommand.class);
        bind(BenchSearchCommand.class);
        bind(BenchCorpusCommand.class);
        bind(PlayCommand.class);
        bind(MatchCommand.class);
        bind(UciCommand.class);
        bind(ServeCommand.class);
    }

    @Provides
    @Singleton
    RuleBookComposer composer(Set<RuleLayer> found) {
        return new RuleBookComposer(found);
    }
}
