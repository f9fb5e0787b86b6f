package org.chesseus.launcher.wiring;

import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.ServiceLoader;
import java.util.stream.Collectors;
import org.chesseus.api.driver.Driver;

/**
 * The one place where drivers are found: {@link ServiceLoader} over the module path (or {@code
 * META-INF/services} on the class path), run once per launch before the injector is built, like
 * {@link RuleLayerDiscovery}. The instances ServiceLoader makes are bound as they are.
 */
public final class DriverDiscovery {
    private DriverDiscovery() {
    }

    /**
     * Every driver found, in the order ServiceLoader gives them.
     *
     * @throws IllegalStateException when two drivers share an id: the installation is broken, not the input
     */
    public static List<Driver> found() {
        List<Driver> drivers = Services.load(Driver.class).stream()
                .map(ServiceLoader.Provider::get)
                .collect(Collectors.toUnmodifiableList());
        Map<String, Driver> byId = new HashMap<>();
        for (Driver driver : drivers) {
            Driver twin = byId.putIfAbsent(driver.id(), driver);
            if (twin != null) {
                throw new IllegalStateException("two drivers have the id '" + driver.id() + "': "
                        + twin.getClass().getName() + " and " + driver.getClass().getName());
            }
        }
        return drivers;
    }
}
