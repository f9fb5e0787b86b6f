package org.chesseus.architecture;

import static java.util.Objects.requireNonNull;

import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.lang.module.ModuleDescriptor;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Optional;
import java.util.SortedSet;
import java.util.TreeSet;
import java.util.jar.JarFile;
import java.util.zip.ZipEntry;

/**
 * One built code module as it lies on the class path: its location (a {@code target/classes}
 * folder or a jar), the packages of its classes, and the {@code module-info} found there, if any.
 *
 * @param location the folder or jar holding the classes
 * @param packages the packages of the classes imported from that location
 * @param descriptor the module descriptor read from its {@code module-info.class}
 */
record CodeModule(Path location, SortedSet<String> packages, Optional<ModuleDescriptor> descriptor) {

    CodeModule {
        requireNonNull(location, "location");
        packages = new TreeSet<>(packages);
        requireNonNull(descriptor, "descriptor");
    }

    /** The module found at a location, its descriptor read from the folder or the jar. */
    static CodeModule at(Path location, SortedSet<String> packages) {
        return new CodeModule(location, packages, readDescriptor(location));
    }

    /** The module's name, or its root package while it has no {@code module-info}. */
    String name() {
        return descriptor.map(ModuleDescriptor::name).orElse(rootPackage());
    }

    /** The longest package that is, or encloses, every package of the module. */
    String rootPackage() {
        List<String> first = List.of(packages.first().split("\\."));
        int common = first.size();
        for (String pkg : packages) {
            String[] parts = pkg.split("\\.");
            int same = 0;
            while (same < Math.min(common, parts.length) && parts[same].equals(first.get(same))) {
                same++;
            }
            common = same;
        }
        return String.join(".", first.subList(0, common));
    }

    /** The lines of a {@code META-INF/services} file at this location, without comments. */
    SortedSet<String> serviceProviders(String service) {
        String entry = "META-INF/services/" + service;
        try {
            return providerLines(Files.isDirectory(location)
                    ? readFolderEntry(location.resolve(entry))
                    : readJarEntry(location, entry));
        } catch (IOException e) {
            throw new UncheckedIOException("cannot read " + entry + " in " + location, e);
        }
    }

    private static Optional<ModuleDescriptor> readDescriptor(Path location) {
        try {
            if (Files.isDirectory(location)) {
                Path file = location.resolve("module-info.class");
                if (!Files.exists(file)) {
                    return Optional.empty();
                }
                try (InputStream in = Files.newInputStream(file)) {
                    return Optional.of(ModuleDescriptor.read(in));
                }
            }
            try (JarFile jar = new JarFile(location.toFile())) {
                ZipEntry entry = jar.getEntry("module-info.class");
                if (entry == null) {
                    return Optional.empty();
                }
                try (InputStream in = jar.getInputStream(entry)) {
                    return Optional.of(ModuleDescriptor.read(in));
                }
            }
        } catch (IOException e) {
            throw new UncheckedIOException("cannot read module-info.class in " + location, e);
        }
    }

    private static String readFolderEntry(Path file) throws IOException {
        return Files.exists(file) ? Files.readString(file) : "";
    }

    private static String readJarEntry(Path jarPath, String name) throws IOException {
        try (JarFile jar = new JarFile(jarPath.toFile())) {
            ZipEntry entry = jar.getEntry(name);
            if (entry == null) {
                return "";
            }
            try (InputStream in = jar.getInputStream(entry)) {
                return new String(in.readAllBytes(), StandardCharsets.UTF_8);
            }
        }
    }

    private static SortedSet<String> providerLines(String text) {
        SortedSet<String> providers = new TreeSet<>();
        for (String line : text.split("\n")) {
            String provider = line.replaceFirst("#.*", "").strip();
            if (!provider.isEmpty()) {
                providers.add(provider);
            }
        }
        return providers;
    }
}
