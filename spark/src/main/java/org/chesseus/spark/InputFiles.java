package org.chesseus.spark;

import java.io.IOException;
import java.io.InputStream;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Comparator;
import java.util.List;
import java.util.Locale;
import org.apache.hadoop.conf.Configuration;
import org.apache.hadoop.fs.FileStatus;
import org.apache.hadoop.fs.FileSystem;
import org.apache.hadoop.fs.Path;
import org.chesseus.tools.adjudicate.stream.ArchiveInput;

/**
 * The files the inputs name, in order: each input a file, a folder (its files by name, leaving out
 * those whose names start with {@code _} or {@code .}, as Hadoop does) or a glob (its matches by
 * name); each file plain text or packed, told by its first bytes as {@link ArchiveInput} tells
 * them — a name ending in {@code .gz} or {@code .zst} whose bytes are not that packing is refused.
 */
final class InputFiles {
    private InputFiles() {
    }

    /**
     * The files of {@code inputs}.
     *
     * @throws IllegalArgumentException for an input that names no file, or a file whose name lies about its packing
     */
    static List<ArchiveFile> list(Configuration conf, List<String> inputs) throws IOException {
        List<ArchiveFile> files = new ArrayList<>();
        for (String input : inputs) {
            Path path = new Path(input);
            FileSystem fs = path.getFileSystem(conf);
            FileStatus[] matched = fs.globStatus(path);
            if (matched == null || matched.length == 0) {
                throw new IllegalArgumentException("no such file '" + input + "'");
            }
            for (FileStatus status : sorted(matched)) {
                for (FileStatus file : status.isDirectory() ? sorted(fs.listStatus(status.getPath())) : new FileStatus[] {status}) {
                    String name = file.getPath().getName();
                    if (file.isFile() && !name.startsWith("_") && !name.startsWith(".")) {
                        files.add(new ArchiveFile(files.size(), file.getPath().toString(), file.getLen(), plain(fs, file)));
                    }
                }
            }
        }
        if (files.isEmpty()) {
            throw new IllegalArgumentException("no file in " + String.join(", ", inputs));
        }
        return files;
    }

    private static FileStatus[] sorted(FileStatus[] statuses) {
        FileStatus[] copy = statuses.clone();
        Arrays.sort(copy, Comparator.comparing(status -> status.getPath().toString()));
        return copy;
    }

    private static boolean plain(FileSystem fs, FileStatus file) throws IOException {
        String name = file.getPath().getName().toLowerCase(Locale.ROOT);
        ArchiveInput.Packing named = name.endsWith(".zst") ? ArchiveInput.Packing.ZSTD
                : name.endsWith(".gz") ? ArchiveInput.Packing.GZIP : null;
        ArchiveInput.Packing packing;
        try (InputStream in = fs.open(file.getPath()); ArchiveInput archive = ArchiveInput.of(in)) {
            packing = archive.packing();
        }
        if (named != null && named != packing) {
            String said = named.name().toLowerCase(Locale.ROOT);
            throw new IllegalArgumentException("cannot read '" + file.getPath() + "': its name says " + said
                    + " but its bytes are " + (packing == ArchiveInput.Packing.PLAIN ? "not " + said + " data"
                    : packing.name().toLowerCase(Locale.ROOT) + " data"));
        }
        return packing == ArchiveInput.Packing.PLAIN;
    }
}
