# gnuplot script: docs/scaling.png from the data file written by
# write_benchmarks_md.py (joints, generate s, generate MiB, show s, show MiB;
# "?" for a run past the time limit).
set terminal pngcairo size 900,420 font "sans,10"
set output ARG2
set datafile missing "?"
set multiplot layout 1,2 title "nedyn generation against chain length (bench/scaling.py)"
set logscale y
set xlabel "joints"
set key top left
set grid
set ylabel "wall time (s)"
plot ARG1 using 1:2 with linespoints title "generate (full API)", \
     ARG1 using 1:4 with linespoints title "show --what tau (all terms)"
set ylabel "peak memory (MiB)"
plot ARG1 using 1:3 with linespoints title "generate (full API)", \
     ARG1 using 1:5 with linespoints title "show --what tau (all terms)"
unset multiplot
