package org.chesseus.launcher.wiring;

import static java.util.Objects.requireNonNull;

import com.google.inject.Binding;
import com.google.inject.Injector;
import com.google.inject.Key;
import jakarta.inject.Inject;
import java.lang.reflect.Constructor;
import java.util.function.Supplier;
import org.chesseus.launcher.cli.DirectCommands;
import picocli.CommandLine;

/**
 * picocli's factory for a launch: the commands that need only the rule books and the terminal are
 * made directly ({@link DirectCommands}); a class with an {@code @Inject} constructor comes from
 * the launch's one injector, built the first time one is asked for (so {@code --version}, {@code
 * analyze}, {@code perft} or {@code uci} never build it); anything else picocli needs (mixins, its help command,
 * converters) comes from picocli's default factory.
 */
final class LaunchFactory implements CommandLine.IFactory {
    private final DirectCommands direct;
    private final Supplier<Injector> injector;

    LaunchFactory(DirectCommands direct, Supplier<Injector> injector) {
        this.direct = requireNonNull(direct, "direct");
        this.injector = requireNonNull(injector, "injector");
    }

    @Override
    public <K> K create(Class<K> type) throws Exception {
        Object made = direct.create(type);
        if (made != null) {
            return type.cast(made);
        }
        if (injected(type)) {
            Binding<K> binding = injector.get().getExistingBinding(Key.get(type));
            if (binding != null) {
                return binding.getProvider().get();
            }
        }
        return CommandLine.defaultFactory().create(type);
    }

    private static boolean injected(Class<?> type) {
        for (Constructor<?> constructor : type.getDeclaredConstructors()) {
            if (constructor.isAnnotationPresent(Inject.class)) {
                return true;
            }
        }
        return false;
    }
}
