package org.chesseus.api;

import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.util.Properties;

/**
 * The release of Chesseus this kernel belongs to: one version for every module, the launcher's
 * {@code --version}, the engine's UCI {@code id name} and the records the commands write. The
 * build writes it from the project's version into {@code release.properties} beside this class.
 */
public final class Release {
    private static final String VERSION = read();

    private Release() {
    }

    /** The version, as the build recorded it (e.g. {@code 0.1.0-SNAPSHOT}). */
    public static String version() {
        return VERSION;
    }

    private static String read() {
        try (InputStream in = Release.class.getResourceAsStream("release.properties")) {
            if (in == null) {
                throw new IllegalStateException("release.properties is missing beside " + Release.class.getName()
                        + ": the build writes it (mvn package)");
            }
            Properties properties = new Properties();
            properties.load(in);
            return properties.getProperty("version", "").strip();
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}
