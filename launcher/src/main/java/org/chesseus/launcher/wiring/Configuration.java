package org.chesseus.launcher.wiring;

import com.google.inject.Guice;
import com.google.inject.Injector;
import com.google.inject.Module;
import java.util.List;
import org.chesseus.api.driver.Driver;
import org.chesseus.api.engine.EngineProvider;
import org.chesseus.api.rules.RuleLayer;
import org.chesseus.launcher.terminal.Terminal;

/**
 * The injector configurations Chesseus ships. Each one gets a test that builds its injector, so a
 * binding mistake fails the build rather than a user's launch.
 */
public enum Configuration {
    /** The {@code chesseus} command: every command, the layers, drivers and engines found, the process's terminal. */
    LAUNCH(LaunchModule::new);

    private final Plugins module;

    Configuration(Plugins module) {
        this.module = module;
    }

    /** The one injector of a launch over these layers, the drivers found and this terminal. */
    public Injector injector(List<RuleLayer> layers, Terminal terminal) {
        return injector(layers, DriverDiscovery.found(), terminal);
    }

    /** The one injector of a launch over these layers and drivers and this terminal. */
    public Injector injector(List<RuleLayer> layers, List<Driver> drivers, Terminal terminal) {
        return Guice.createInjector(module.module(layers, drivers, EngineDiscovery.found(), terminal));
    }

    /** Makes the module of a configuration from the plugins found and the terminal. */
    @FunctionalInterface
    private interface Plugins {
        Module module(List<RuleLayer> layers, List<Driver> drivers, List<EngineProvider> engines, Terminal terminal);
    }
}
