package org.chesseus.launcher.wiring;

import java.util.List;
import java.util.ServiceLoader;
import java.util.stream.Collectors;
import org.chesseus.api.rules.RuleLayer;

/**
 * The one place where rule layers are found: {@link ServiceLoader} over the module path (or
 * {@code META-INF/services} on the class path), run once per launch before the injector is built,
 * so that Guice modules stay free of side effects. The instances ServiceLoader makes are bound as
 * they are: Guice could not construct classes in a plugin's closed packages.
 */
public final class RuleLayerDiscovery {
    private RuleLayerDiscovery() {
    }

    /**
     * Every rule layer found, in the order ServiceLoader gives them.
     *
     * @throws IllegalStateException when none is found: the installation is broken, not the input
     */
    public static List<RuleLayer> found() {
        List<RuleLayer> layers = Services.load(RuleLayer.class).stream()
                .map(ServiceLoader.Provider::get)
                .collect(Collectors.toUnmodifiableList());
        if (layers.isEmpty()) {
            throw new IllegalStateException("no rule layer found on the module path"
                    + " (launcher/target/lib should hold chesseus-rules-l1)");
        }
        return layers;
    }
}
