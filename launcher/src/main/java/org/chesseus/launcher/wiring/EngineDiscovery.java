package org.chesseus.launcher.wiring;

import java.util.List;
import java.util.ServiceLoader;
import java.util.stream.Collectors;
import org.chesseus.api.engine.EngineProvider;

/**
 * The one place where engine plugins are found: {@link ServiceLoader} over the module path (or
 * {@code META-INF/services} on the class path), once per launch before the injector is built. None
 * found is not an error here: only {@code chesseus uci} needs one, and it says so.
 */
public final class EngineDiscovery {
    private EngineDiscovery() {
    }

    /** Every engine plugin found, in the order ServiceLoader gives them. */
    public static List<EngineProvider> found() {
        return Services.load(EngineProvider.class).stream()
                .map(ServiceLoader.Provider::get)
                .collect(Collectors.toUnmodifiableList());
    }
}
