package org.chesseus.launcher.wiring;

import java.util.ServiceLoader;

/**
 * Where the discoveries look for plugins. Run from the module path (as the launcher runs), the
 * providers are read from the module descriptors of the layer Chesseus runs in ({@code provides}
 * clauses): no jar is opened. {@code ServiceLoader.load(service)} would also look for {@code
 * META-INF/services} files of the class path, and a class loader of modules answers that by
 * opening every jar of the module path: 27 jars, a tenth of a short command's start. Run from the
 * class path (as some tests run), the class path is where the plugins are.
 */
final class Services {
    private Services() {
    }

    /** A loader of the providers of {@code service}. */
    static <S> ServiceLoader<S> load(Class<S> service) {
        ModuleLayer layer = Services.class.getModule().getLayer();
        return layer != null ? ServiceLoader.load(layer, service) : ServiceLoader.load(service);
    }
}
