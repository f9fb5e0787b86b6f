#!/usr/bin/env bash
# The Spark job on one machine, as `spark-submit --master local[N]` runs it, without a Spark
# distribution: the job jar and the Spark jars Maven resolved for the spark module (provided
# scope), with the --add-opens flags spark-submit adds on Java 17.
#   benchmarks/spark-local.sh THREADS OUT INPUT... [job options]
# Builds spark/target/chesseus-spark-job.jar from the checkout first.
set -euo pipefail
cd "$(dirname "$0")/.."

threads=${1:?usage: benchmarks/spark-local.sh THREADS OUT INPUT... [job options]}
shift
jar=spark/target/chesseus-spark-job.jar
cp=$(mktemp)
trap 'rm -f "$cp"' EXIT
# One reactor run: the job jar, and Spark's class path written last, by the spark module.
mvn -B -q -o -pl spark -am package dependency:build-classpath -DskipTests -Dmdep.includeScope=provided \
  -Dmdep.outputFile="$cp" >/dev/null
opens=()
for p in java.lang java.lang.invoke java.lang.reflect java.io java.net java.nio java.util java.util.concurrent \
  java.util.concurrent.atomic jdk.internal.ref sun.nio.ch sun.nio.cs sun.security.action sun.util.calendar; do
  opens+=("--add-opens=java.base/$p=ALL-UNNAMED")
done
exec java -Xss16m "${opens[@]}" -Djdk.reflect.useDirectMethodHandle=false \
  -Dio.netty.tryReflectionSetAccessible=true -Dspark.master="local[$threads]" \
  ${SPARK_JAVA_OPTS:-} -cp "$jar:$(cat "$cp")" org.chesseus.spark.AdjudicateArchives --out "$@"
