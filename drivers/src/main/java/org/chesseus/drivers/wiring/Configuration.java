package org.chesseus.drivers.wiring;

import com.google.inject.Guice;
import com.google.inject.Injector;
import com.google.inject.Module;
import java.util.List;
import java.util.function.BiFunction;
import org.chesseus.api.rules.RuleLayer;
import org.chesseus.drivers.cli.Terminal;

/**
 * The injector configurations Chesseus ships. Each one gets a test that builds its injector, so a
 * binding mistake fails the build rather than a user's launch.
 */
public enum Configuration {
    /** The {@code chesseus} command: every command, the layers found, the process's terminal. */
    LAUNCH(LaunchModule::new);

    private final BiFunction<List<RuleLayer>, Terminal, Module> module;

    Configuration(BiFunction<List<RuleLayer>, Terminal, Module> module) {
        this.module = module;
    }

    /** The one injector of a launch over these layers and this terminal. */
    public Injector injector(List<RuleLayer> layers, Terminal terminal) {
        return Guice.createInjector(module.apply(layers, terminal));
    }
}
