package org.chesseus.drivers.wiring;

import static java.util.Objects.requireNonNull;

import com.google.inject.Binding;
import com.google.inject.Injector;
import com.google.inject.Key;
import picocli.CommandLine;

/**
 * picocli's factory backed by the launch's injector: commands bound in the injector come from it
 * (with their dependencies); anything else picocli needs (mixins, its own help command,
 * collections) comes from picocli's default factory.
 */
final class InjectedFactory implements CommandLine.IFactory {
    private final Injector injector;

    InjectedFactory(Injector injector) {
        this.injector = requireNonNull(injector, "injector");
    }

    @Override
    public <K> K create(Class<K> type) throws Exception {
        Binding<K> binding = injector.getExistingBinding(Key.get(type));
        return binding != null ? binding.getProvider().get() : CommandLine.defaultFactory().create(type);
    }
}
