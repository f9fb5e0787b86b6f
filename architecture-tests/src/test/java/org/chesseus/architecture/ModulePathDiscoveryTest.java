package org.chesseus.architecture;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotSame;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.lang.module.Configuration;
import java.lang.module.ModuleDescriptor;
import java.lang.module.ModuleFinder;
import java.lang.module.ModuleReader;
import java.lang.module.ModuleReference;
import java.lang.module.ResolvedModule;
import java.lang.reflect.InvocationTargetException;
import java.net.URI;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.ServiceLoader;
import java.util.Set;
import java.util.TreeMap;
import java.util.stream.Collectors;
import java.util.stream.Stream;
import org.chesseus.api.rules.RuleLayer;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/**
 * Plugins are discovered on the module path, not only through {@code META-INF/services} on the
 * class path (ARCHITECTURE.md rule 4 and its pitfall on Surefire). The test builds a
 * {@link ModuleLayer} over the built kernel and rules modules plus a stand-in host that, like
 * {@code org.chesseus.launcher}, {@code requires org.chesseus.api} and {@code uses RuleLayer}; the
 * rules modules are not roots, so they enter the layer only through service binding.
 */
class ModulePathDiscoveryTest {
    private static final String KERNEL = "org.chesseus.api";
    private static final String L1 = "org.chesseus.rules.l1";
    private static final String HOST = "chesseus.discovery.host";

    private static ModuleLayer layer;
    private static Map<String, Object> providersById;

    @BeforeAll
    static void buildTheLayer() throws ReflectiveOperationException {
        CodeModules modules = CodeModules.onClassPath();
        List<Path> locations = modules.all().stream()
                .filter(module -> module.name().equals(KERNEL) || module.name().startsWith(RuleLayerOrder.RULES + "."))
                .map(CodeModule::location)
                .collect(Collectors.toList());
        ModuleFinder finder = ModuleFinder.compose(host(), ModuleFinder.of(locations.toArray(Path[]::new)));
        Configuration configuration = Configuration.resolveAndBind(finder,
                List.of(ModuleLayer.boot().configuration()), ModuleFinder.of(), Set.of(HOST, KERNEL));
        layer = ModuleLayer.boot().defineModulesWithOneLoader(configuration, ClassLoader.getSystemClassLoader());
        providersById = providersById(layer);
    }

    @Test
    void layerL1IsBroughtInByServiceBindingAlone() {
        Set<String> resolved = layer.configuration().modules().stream()
                .map(ResolvedModule::name).collect(Collectors.toSet());
        assertTrue(resolved.contains(L1), "resolved modules: " + resolved);
        assertTrue(layer.findModule(L1).isPresent(), L1 + " is not in the layer");
    }

    @Test
    void serviceLoaderFindsLayerL1InItsOwnNamedModule() {
        assertTrue(providersById.containsKey("l1"), "rule layers found on the module path: " + providersById.keySet());
        Object l1 = providersById.get("l1");
        assertEquals(L1, l1.getClass().getModule().getName());
        assertTrue(l1.getClass().getModule().isNamed());
        assertNotSame(l1.getClass().getClassLoader(), RuleLayer.class.getClassLoader(),
                "the provider must come from the module layer, not from the class path");
    }

    @Test
    void theProvidersPackageIsNotExported() {
        Module module = providersById.get("l1").getClass().getModule();
        String pkg = providersById.get("l1").getClass().getPackageName();
        assertFalse(module.isExported(pkg), L1 + " exports " + pkg);
        assertTrue(module.getDescriptor().exports().stream().noneMatch(e -> !e.isQualified()),
                L1 + " exports " + module.getDescriptor().exports());
    }

    @Test
    void everyRulesModuleInTheLayerProvidesALayerThatIsFound() {
        for (Module module : layer.modules()) {
            if (!module.getName().startsWith(RuleLayerOrder.RULES + ".")) {
                continue;
            }
            assertTrue(providersById.values().stream().anyMatch(p -> p.getClass().getModule().equals(module)),
                    module.getName() + " is in the layer but ServiceLoader found no rule layer in it");
        }
    }

    /** The layer's own {@code RuleLayer} type differs from the class path's, so ids are read reflectively. */
    private static Map<String, Object> providersById(ModuleLayer modules) throws ReflectiveOperationException {
        Class<?> service = modules.findLoader(KERNEL).loadClass(RuleLayer.class.getName());
        Map<String, Object> found = new TreeMap<>();
        for (Object provider : load(modules, service)) {
            try {
                found.put((String) service.getMethod("id").invoke(provider), provider);
            } catch (InvocationTargetException e) {
                throw new AssertionError(provider.getClass() + ".id() failed", e.getCause());
            }
        }
        return found;
    }

    private static <S> List<S> load(ModuleLayer modules, Class<S> service) {
        return ServiceLoader.load(modules, service).stream()
                .map(ServiceLoader.Provider::get)
                .collect(Collectors.toList());
    }

    /** A module without classes standing for the launcher: it reads the kernel and uses RuleLayer. */
    private static ModuleFinder host() {
        ModuleDescriptor descriptor = ModuleDescriptor.newModule(HOST)
                .requires(KERNEL)
                .uses(RuleLayer.class.getName())
                .build();
        ModuleReference reference = new ModuleReference(descriptor, null) {
            @Override
            public ModuleReader open() {
                return new EmptyReader();
            }
        };
        return new ModuleFinder() {
            @Override
            public Optional<ModuleReference> find(String name) {
                return name.equals(HOST) ? Optional.of(reference) : Optional.empty();
            }

            @Override
            public Set<ModuleReference> findAll() {
                return Set.of(reference);
            }
        };
    }

    /** The contents of the host module: nothing. */
    private static final class EmptyReader implements ModuleReader {
        @Override
        public Optional<URI> find(String name) {
            return Optional.empty();
        }

        @Override
        public Stream<String> list() {
            return Stream.empty();
        }

        @Override
        public void close() {
            // Nothing was opened.
        }
    }
}
