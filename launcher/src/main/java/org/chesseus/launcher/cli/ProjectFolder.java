package org.chesseus.launcher.cli;

import java.net.URISyntaxException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Optional;

/**
 * The project's own files that a command uses from the source tree (the real-games corpus, the
 * peers of {@code bench arbiter}): found upwards from where this code was loaded (the launcher's
 * {@code launcher/target}), then upwards from the working directory.
 */
final class ProjectFolder {
    private ProjectFolder() {
    }

    /** The project root: the nearest folder, upwards, that holds {@code relative}. */
    static Optional<Path> holding(String relative) {
        Optional<Path> here = codeLocation().flatMap(folder -> upwards(folder, relative));
        return here.isPresent() ? here : upwards(Path.of("").toAbsolutePath(), relative);
    }

    private static Optional<Path> upwards(Path start, String relative) {
        for (Path folder = start; folder != null; folder = folder.getParent()) {
            if (Files.exists(folder.resolve(relative))) {
                return Optional.of(folder);
            }
        }
        return Optional.empty();
    }

    private static Optional<Path> codeLocation() {
        try {
            return Optional.of(Path.of(ProjectFolder.class.getProtectionDomain().getCodeSource().getLocation().toURI()));
        } catch (URISyntaxException | SecurityException | NullPointerException | IllegalArgumentException e) {
            return Optional.empty();
        }
    }
}
