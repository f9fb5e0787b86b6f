package org.chesseus.spark;

import static java.util.Objects.requireNonNull;

import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.IOException;
import java.io.OutputStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.Iterator;
import java.util.List;
import java.util.Locale;
import org.apache.hadoop.conf.Configuration;
import org.apache.hadoop.fs.FileSystem;
import org.apache.hadoop.fs.Path;
import org.apache.hadoop.io.LongWritable;
import org.apache.hadoop.io.Text;
import org.apache.hadoop.mapreduce.lib.input.FileInputFormat;
import org.apache.hadoop.mapreduce.lib.input.TextInputFormat;
import org.apache.spark.api.java.JavaRDD;
import org.apache.spark.api.java.JavaSparkContext;
import org.apache.spark.input.PortableDataStream;
import org.apache.spark.util.CollectionAccumulator;
import org.chesseus.api.pgn.PgnReader;
import org.chesseus.tools.adjudicate.stream.ArchiveInput;
import org.chesseus.tools.adjudicate.stream.GameText;
import org.chesseus.tools.adjudicate.stream.GameTextSplitter;
import org.chesseus.tools.adjudicate.stream.RulingTable;
import scala.Tuple2;

/**
 * {@code adjudicate --json} over archives, on a Spark cluster. A plain-text file is read in
 * chunks (Hadoop's splits, records ending at a blank line before an {@code Event} tag), one task a
 * chunk, twice: first to count each chunk's lines and games, then to judge its games numbered on
 * from the chunks before; a packed file ({@code .gz}, {@code .zst}) — or a plain one whose chunks
 * do not all end between games — is read whole by one task. Each game goes through the library's
 * {@link org.chesseus.tools.adjudicate.stream.ArchiveJudge}, as {@code adjudicate} does; the JSON
 * lines go to {@code OUT/games/part-NNNNN} in the files' order and the games' (one after the
 * other, they are {@code adjudicate --json} on each file in turn), the summary of all files to
 * {@code OUT/summary.json} and {@code OUT/summary.txt}.
 */
public final class ArchiveJob {
    private final JobOptions options;

    /** A job with these options. */
    public ArchiveJob(JobOptions options) {
        this.options = requireNonNull(options, "options");
    }

    /** What a run did: the files, the tasks each took, and the summary. */
    public record Result(List<ArchiveFile> files, List<Integer> tasks, RulingTable table) {
    }

    /**
     * Runs the job on {@code spark}.
     *
     * @throws IllegalArgumentException for an input that names no file, an output that exists, a
     *     profile the layers do not compose, or no game at all
     */
    public Result run(JavaSparkContext spark) throws IOException {
        Books.adjudicator(options.rules(), options.strictFen());
        Configuration conf = spark.hadoopConfiguration();
        Path out = new Path(options.output());
        FileSystem outFs = out.getFileSystem(conf);
        if (outFs.exists(out)) {
            throw new IllegalArgumentException("the output folder '" + out + "' exists: give a new one");
        }
        List<ArchiveFile> files = InputFiles.list(conf, options.inputs());
        List<ChunkCount> counts = count(spark, files);
        CollectionAccumulator<RulingTable> tables = spark.sc().collectionAccumulator("ruling tables");
        List<JavaRDD<String>> judged = new ArrayList<>();
        List<ArchiveFile> read = new ArrayList<>();
        List<Integer> tasks = new ArrayList<>();
        for (ArchiveFile file : files) {
            List<ChunkCount> chunks = counts.stream().filter(c -> c.file() == file.index()).toList();
            boolean whole = !file.plain() || chunks.stream().anyMatch(ChunkCount::misCut);
            JavaRDD<String> lines = whole ? judgeWhole(spark, file, tables) : judgePlain(spark, file, chunks, tables);
            judged.add(lines);
            read.add(whole ? file.whole() : file);
            tasks.add(lines.getNumPartitions());
        }
        @SuppressWarnings("unchecked")
        JavaRDD<String>[] all = judged.toArray(new JavaRDD[0]);
        spark.union(all).saveAsTextFile(new Path(out, "games").toString());
        RulingTable table = new RulingTable();
        tables.value().forEach(table::add);
        writeSummary(outFs, out, table);
        if (table.games() == 0) {
            throw new IllegalArgumentException("no game in " + String.join(", ", options.inputs()));
        }
        return new Result(read, tasks, table);
    }

    /** The first reading of the plain files: each chunk's lines and games. */
    private List<ChunkCount> count(JavaSparkContext spark, List<ArchiveFile> files) {
        List<JavaRDD<ChunkCount>> counted = new ArrayList<>();
        for (ArchiveFile file : files) {
            if (file.plain()) {
                long size = file.size();
                int index = file.index();
                counted.add(records(spark, file).mapPartitionsWithIndex((chunk, records) -> {
                    ChunkTexts texts = new ChunkTexts(pieces(records, size), 1);
                    long games = 0;
                    while (texts.hasNext()) {
                        GameText text = texts.next();
                        games += PgnReader.readEach(text.text(), text.line(), text.tagSectionFollows()).size();
                    }
                    return List.of(new ChunkCount(index, chunk, texts.newlines(), games, texts.misCut())).iterator();
                }, true));
            }
        }
        if (counted.isEmpty()) {
            return List.of();
        }
        @SuppressWarnings("unchecked")
        JavaRDD<ChunkCount>[] all = counted.toArray(new JavaRDD[0]);
        return spark.union(all).collect();
    }

    /** The second reading of a plain file, chunk by chunk, each numbered on from the chunks before. */
    private JavaRDD<String> judgePlain(JavaSparkContext spark, ArchiveFile file, List<ChunkCount> chunks,
            CollectionAccumulator<RulingTable> tables) {
        long[] firstLine = new long[chunks.size()];
        long[] gamesBefore = new long[chunks.size()];
        long line = 1;
        long games = 0;
        for (ChunkCount chunk : chunks.stream().sorted(Comparator.comparingInt(ChunkCount::chunk)).toList()) {
            firstLine[chunk.chunk()] = line;
            gamesBefore[chunk.chunk()] = games;
            line += chunk.newlines();
            games += chunk.games();
        }
        long size = file.size();
        String rules = options.rules();
        boolean strictFen = options.strictFen();
        String path = file.path();
        return records(spark, file).mapPartitionsWithIndex((chunk, records) -> {
            ChunkTexts texts = new ChunkTexts(pieces(records, size), firstLine[chunk]);
            return new JudgedLines(texts, Books.adjudicator(rules, strictFen), gamesBefore[chunk], table -> {
                if (texts.misCut()) {
                    throw new IllegalStateException("'" + path + "' was cut differently on its second reading");
                }
                tables.add(table);
            });
        }, true);
    }

    /** A packed file (or a plain one that must be), read from start to end by one task. */
    private JavaRDD<String> judgeWhole(JavaSparkContext spark, ArchiveFile file, CollectionAccumulator<RulingTable> tables) {
        String rules = options.rules();
        boolean strictFen = options.strictFen();
        String path = file.path();
        return spark.binaryFiles(path, 1).mapPartitions(streams -> {
            Tuple2<String, PortableDataStream> stream = streams.next();
            ArchiveInput input = ArchiveInput.of(stream._2().open());
            Iterator<GameText> texts = new ReadWhole(path, input, new GameTextSplitter(input.games()));
            return new JudgedLines(texts, Books.adjudicator(rules, strictFen), 0, table -> {
                close(input);
                tables.add(table);
            });
        });
    }

    /** Hadoop's text records of a plain file, each ending before a blank line and an {@code Event} tag. */
    private JavaRDD<Tuple2<LongWritable, Text>> records(JavaSparkContext spark, ArchiveFile file) {
        Configuration conf = new Configuration(spark.hadoopConfiguration());
        conf.set("textinputformat.record.delimiter", Piece.BOUNDARY);
        if (options.splitBytes() > 0) {
            conf.setLong(FileInputFormat.SPLIT_MAXSIZE, options.splitBytes());
        }
        return spark.newAPIHadoopFile(file.path(), TextInputFormat.class, LongWritable.class, Text.class, conf).rdd()
                .toJavaRDD();
    }

    private static Iterator<Piece> pieces(Iterator<Tuple2<LongWritable, Text>> records, long size) {
        return new Iterator<>() {
            @Override
            public boolean hasNext() {
                return records.hasNext();
            }

            @Override
            public Piece next() {
                Tuple2<LongWritable, Text> record = records.next();
                return Piece.of(record._1().get(), record._2().getBytes(), record._2().getLength(), size);
            }
        };
    }

    private static void close(ArchiveInput input) {
        try {
            input.close();
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    private static void writeSummary(FileSystem fs, Path out, RulingTable table) throws IOException {
        write(fs, new Path(out, "summary.json"), new ObjectMapper().writer().writeValueAsString(table.json()) + "\n");
        write(fs, new Path(out, "summary.txt"), table.text());
    }

    private static void write(FileSystem fs, Path path, String text) throws IOException {
        try (OutputStream file = fs.create(path, false)) {
            file.write(text.getBytes(StandardCharsets.UTF_8));
        }
    }

    /** The games of a file read whole; a file that breaks off is refused in one line naming it and how far it was read. */
    private record ReadWhole(String path, ArchiveInput input, GameTextSplitter splitter) implements Iterator<GameText> {
        @Override
        public boolean hasNext() {
            try {
                return splitter.hasNext();
            } catch (UncheckedIOException e) {
                throw new IllegalStateException("cannot read '" + path + "' after " + input.bytesRead() + " of its bytes ("
                        + input.packing().name().toLowerCase(Locale.ROOT) + "): " + e.getCause().getMessage());
            }
        }

        @Override
        public GameText next() {
            hasNext();
            return splitter.next();
        }
    }
}
