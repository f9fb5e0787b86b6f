package org.chesseus.drivers.uci;

import static java.util.Objects.requireNonNull;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.InvalidPathException;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.util.List;
import org.chesseus.api.engine.Engine;
import org.chesseus.api.engine.EngineOption;

/**
 * Sets an engine's option as a user gave it, the front end's half of a {@link EngineOption.Type#FILE
 * file option}: when the engine declares the option a file and the value names one, the file is read
 * here (an engine plugin touches no files, ARCHITECTURE.md rule 6) and handed over with {@link
 * Engine#setFile}; every other option, and a file option's empty value (blank or UCI's {@code
 * <empty>}: the engine's own contents), goes to {@link Engine#setOption}. The UCI driver's {@code
 * setoption} and {@code bench search --option} set options this way.
 */
public final class FileOptions {
    /** The largest file read (a network of width 4,096 is 6.3 MB). */
    static final long MAX_BYTES = 64L << 20;

    private FileOptions() {
    }

    /**
     * Sets {@code name} to {@code value} on {@code engine}.
     *
     * @throws IllegalArgumentException naming the option and what is wrong: the engine's refusal, or
     *     the file that is missing, unreadable, a directory or too large
     */
    public static void set(Engine engine, String name, String value) {
        requireNonNull(engine, "engine");
        setting(engine.options(), name, value).applyTo(engine);
    }

    /**
     * The option as given, its file (when {@code declared} makes it a file option and the value names
     * one) read now, once, to be set on as many engines as need it.
     *
     * @throws IllegalArgumentException naming the option and the file that cannot be read
     */
    public static Setting setting(List<EngineOption> declared, String name, String value) {
        requireNonNull(name, "name");
        String text = value == null ? "" : value.strip();
        EngineOption option = declared.stream()
                .filter(candidate -> candidate.name().equalsIgnoreCase(name.strip()))
                .findFirst().orElse(null);
        if (option == null || option.type() != EngineOption.Type.FILE || text.isEmpty() || text.equals("<empty>")) {
            return new Setting(name, value, null);
        }
        return new Setting(option.name(), text, read(option.name(), text));
    }

    /** An option's name and value, with its file's contents when it is a file option naming one. */
    public static final class Setting {
        private final String name;
        private final String value;
        private final byte[] contents;

        private Setting(String name, String value, byte[] contents) {
            this.name = name;
            this.value = value;
            this.contents = contents;
        }

        /**
         * Sets it on {@code engine}: {@link Engine#setFile} with the contents, else {@link Engine#setOption}.
         *
         * @throws IllegalArgumentException the engine's refusal
         */
        public void applyTo(Engine engine) {
            if (contents == null) {
                engine.setOption(name, value);
            } else {
                engine.setFile(name, value, contents.clone());
            }
        }
    }

    private static byte[] read(String option, String file) {
        Path path;
        try {
            path = Path.of(file);
        } catch (InvalidPathException e) {
            throw new IllegalArgumentException("option " + option + ": '" + file + "' is not a file name (" + e.getReason() + ")");
        }
        try {
            if (Files.isDirectory(path)) {
                throw new IllegalArgumentException("option " + option + ": '" + file + "' is a directory, not a file");
            }
            long size = Files.size(path);
            if (size > MAX_BYTES) {
                throw new IllegalArgumentException("option " + option + ": '" + file + "' has " + size
                        + " bytes, more than the " + MAX_BYTES + " read");
            }
            return Files.readAllBytes(path);
        } catch (NoSuchFileException e) {
            throw new IllegalArgumentException("option " + option + ": no file '" + file + "'");
        } catch (IOException e) {
            throw new IllegalArgumentException("option " + option + ": cannot read '" + file + "': " + e.getMessage());
        }
    }
}
